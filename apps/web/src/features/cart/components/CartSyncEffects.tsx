import { lazy, Suspense } from 'react';
import { useCartStore } from '@/stores/cartStore';
import { useCartSync } from '../hooks/useCartSync';
import { useInventoryCheck } from '../hooks/useInventoryCheck';

const CouponEffects = lazy(() => import('@/features/coupons/components/CouponEffects'));

/**
 * The cart's work once it has something in it (loaded on demand by CartEffects): the stock
 * re-check and validation on every change, server sync for signed-in shoppers, and the coupon
 * rules (auto-apply and the stored `?couponCode=` / promo-popup coupon).
 */
export default function CartSyncEffects() {
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
