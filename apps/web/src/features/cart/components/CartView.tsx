import { useEffect } from 'react';
import { PaymentBadges, TrustLine } from '@/components/PaymentBadges';
import {
  useAvailableCoupons,
  useLimitedTimeDeals,
  useStoreSettings,
} from '@/features/store/hooks/storeData';
import CouponsSection from '@/features/coupons/components/CouponsSection';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { useCartStore } from '@/stores/cartStore';
import { useCartTotals } from '../hooks/useCartTotals';
import { useCodTotal } from '../hooks/useCodTotal';
import { isRegularLine } from '../lineDisplay';
import { CartLines } from './CartLines';
import { CartTotalsBlock } from './CartTotalsBlock';
import { CheckoutButton } from './CheckoutButton';
import { DealProducts } from './DealProducts';
import { EmptyCart } from './EmptyCart';
import { FreebieOffers } from './FreebieOffers';
import { FreeShippingProgress } from './FreeShippingProgress';
import { PayableTotal } from './PayableTotal';

interface CartViewProps {
  layout: 'panel' | 'page';
  /** Called when the shopper leaves for another page (the panel closes). */
  onNavigate?: (() => void) | undefined;
}

/**
 * The cart, as the slide-over panel and the /pages/cart page show it: lines, free-shipping
 * progress, freebie offers, limited-time deals, coupons, totals and the way to checkout. The way
 * to checkout is always in reach: in the panel a footer with the total and "Proceed to checkout"
 * stays at the bottom while the rest scrolls; on the page, from 768 px, the summary column stays
 * in view (below 768 px the shell's sticky checkout bar does that job).
 */
export function CartView({ layout, onNavigate }: CartViewProps) {
  const items = useCartStore((state) => state.data);
  const coupon = useCartStore((state) => state.coupon);
  const totals = useCartTotals('NONE');
  const codTotal = useCodTotal();
  const coupons = useAvailableCoupons();
  const deals = useLimitedTimeDeals();
  const { codEnabled, prepaidEnabled } = useStoreSettings();
  const freebies = coupons.filter((c) => c.couponType === 'FREEBIE');
  const parent = items.find(isRegularLine) ?? null;
  const empty = items.length === 0;

  useEffect(() => {
    const lines = useCartStore.getState().data;
    if (lines.length > 0)
      track({ name: 'view_cart', items: lines.map((line) => analyticsItem(line)) });
  }, []);

  if (empty) return <EmptyCart onNavigate={onNavigate} />;
  const summary = (
    <CartTotalsBlock
      totals={totals}
      couponCode={coupon?.code ?? null}
      paymentMethod="NONE"
      codTotal={codTotal}
    />
  );
  const body = (
    <>
      <FreeShippingProgress totals={totals} />
      <CartLines items={items} couponCode={coupon?.code ?? null} onNavigate={onNavigate} />
      <FreebieOffers freebies={freebies} items={items} applied={coupon} />
      <DealProducts deals={deals} items={items} parent={parent} />
      <CouponsSection totals={totals} />
    </>
  );
  if (layout === 'panel') {
    return (
      <div className="space-y-4">
        {body}
        {summary}
        <div className="sticky bottom-0 -mx-4 space-y-2 border-t border-line bg-surface px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)]">
          <PayableTotal total={totals.amountPayable} codTotal={codTotal} />
          <CheckoutButton onNavigate={onNavigate} />
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_22rem] md:items-start">
      <div className="space-y-4">{body}</div>
      <div className="space-y-4 md:sticky md:top-24">
        {summary}
        <div className="space-y-2">
          <CheckoutButton onNavigate={onNavigate} />
          <TrustLine className="justify-center" />
          <PaymentBadges online={prepaidEnabled} cod={codEnabled} className="justify-center" />
        </div>
      </div>
    </div>
  );
}
