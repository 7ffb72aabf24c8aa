import type { CartItem, CartTotals } from '@haat/commerce-core';
import { CartTotalsBlock } from '@/features/cart/components/CartTotalsBlock';
import { useCartStore } from '@/stores/cartStore';
import { CashbackPreview } from './CashbackPreview';
import { CheckoutItems } from './CheckoutItems';

interface OrderSummaryProps {
  items: readonly CartItem[];
  totals: CartTotals;
  method: 'NONE' | 'COD' | 'PREPAID' | 'PPCOD';
  /** NONE only: the cash-on-delivery total beside the online one (null: not available). */
  codTotal: number | null;
  signedIn: boolean;
}

/** The order at a glance: lines, the totals for the chosen payment and cashback. */
export function OrderSummary({ items, totals, method, codTotal, signedIn }: OrderSummaryProps) {
  const coupon = useCartStore((state) => state.coupon);
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Your order
      </h2>
      <CheckoutItems items={items} />
      <CartTotalsBlock
        totals={totals}
        couponCode={coupon?.code ?? null}
        paymentMethod={method}
        codTotal={codTotal}
      />
      <CashbackPreview amount={totals.cashbackEarned} signedIn={signedIn} />
    </section>
  );
}
