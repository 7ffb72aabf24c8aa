import type { CartItem, CartTotals } from '@haat/commerce-core';
import { lazy, Suspense } from 'react';
import { CartTotalsBlock } from '@/features/cart/components/CartTotalsBlock';
import { useCartStore } from '@/stores/cartStore';
import { CashbackPreview } from './CashbackPreview';
import { CheckoutItems } from './CheckoutItems';

const CouponsSection = lazy(() => import('@/features/coupons/components/CouponsSection'));

interface OrderSummaryProps {
  items: readonly CartItem[];
  totals: CartTotals;
  method: 'NONE' | 'COD' | 'PREPAID' | 'PPCOD';
  signedIn: boolean;
}

/** The order at a glance: lines, coupons, the totals for the chosen payment and cashback. */
export function OrderSummary({ items, totals, method, signedIn }: OrderSummaryProps) {
  const coupon = useCartStore((state) => state.coupon);
  return (
    <section aria-labelledby="summary-heading" className="space-y-4">
      <h2 id="summary-heading" className="text-lg font-semibold">
        Your order
      </h2>
      <CheckoutItems items={items} />
      <Suspense fallback={null}>
        <CouponsSection totals={totals} />
      </Suspense>
      <CartTotalsBlock totals={totals} couponCode={coupon?.code ?? null} paymentMethod={method} />
      <CashbackPreview amount={totals.cashbackEarned} signedIn={signedIn} />
    </section>
  );
}
