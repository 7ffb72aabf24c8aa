import { useEffect } from 'react';
import { useAvailableCoupons, useLimitedTimeDeals } from '@/features/store/hooks/storeData';
import CouponsSection from '@/features/coupons/components/CouponsSection';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { useCartStore } from '@/stores/cartStore';
import { useCartTotals } from '../hooks/useCartTotals';
import { isRegularLine } from '../lineDisplay';
import { CartLines } from './CartLines';
import { CartTotalsBlock } from './CartTotalsBlock';
import { CheckoutButton } from './CheckoutButton';
import { DealProducts } from './DealProducts';
import { EmptyCart } from './EmptyCart';
import { FreebieOffers } from './FreebieOffers';
import { FreeShippingProgress } from './FreeShippingProgress';

interface CartViewProps {
  layout: 'panel' | 'page';
  /** Called when the shopper leaves for another page (the panel closes). */
  onNavigate?: (() => void) | undefined;
}

/**
 * The cart, as the slide-over panel and the /pages/cart page show it: lines, free-shipping
 * progress, freebie offers, limited-time deals, coupons, totals and the way to checkout.
 */
export function CartView({ layout, onNavigate }: CartViewProps) {
  const items = useCartStore((state) => state.data);
  const coupon = useCartStore((state) => state.coupon);
  const totals = useCartTotals('NONE');
  const coupons = useAvailableCoupons();
  const deals = useLimitedTimeDeals();
  const freebies = coupons.filter((c) => c.couponType === 'FREEBIE');
  const parent = items.find(isRegularLine) ?? null;
  const empty = items.length === 0;

  useEffect(() => {
    const lines = useCartStore.getState().data;
    if (lines.length > 0)
      track({ name: 'view_cart', items: lines.map((line) => analyticsItem(line)) });
  }, []);

  if (empty) return <EmptyCart onNavigate={onNavigate} />;
  const page = layout === 'page';
  return (
    <div className={page ? 'grid gap-6 md:grid-cols-[1fr_22rem]' : 'space-y-4'}>
      <div className="space-y-4">
        <FreeShippingProgress totals={totals} />
        <CartLines items={items} couponCode={coupon?.code ?? null} onNavigate={onNavigate} />
        <FreebieOffers freebies={freebies} items={items} applied={coupon} />
        <DealProducts deals={deals} items={items} parent={parent} />
      </div>
      <div className="space-y-4">
        <CouponsSection totals={totals} />
        <CartTotalsBlock totals={totals} couponCode={coupon?.code ?? null} paymentMethod="NONE" />
        <CheckoutButton onNavigate={onNavigate} />
      </div>
    </div>
  );
}
