import { lazy, Suspense } from 'react';
import { useCartStore } from '@/stores/cartStore';
import { useCartSync } from '../hooks/useCartSync';
import { useInventoryCheck } from '../hooks/useInventoryCheck';

const CouponEffects = lazy(() => import('@/features/coupons/components/CouponEffects'));

/**
 * The cart's app-wide effects (spec 4 "Cart"): stock re-check and validation on every change,
 * server sync for signed-in shoppers, and — once the cart has lines or a stored coupon (from
 * `?couponCode=` or the promo popup, see lib/third-party) — the coupon rules (auto-apply and the
 * stored coupon), loaded on demand.
 */
export function CartEffects() {
  useInventoryCheck();
  useCartSync();
  const couponsMatter = useCartStore(
    (state) => state.data.length > 0 || state.storedCouponCode !== null,
  );
  return couponsMatter ? (
    <Suspense fallback={null}>
      <CouponEffects />
    </Suspense>
  ) : null;
}
