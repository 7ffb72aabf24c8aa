import { lazy, Suspense, useState } from 'react';
import { useCartStore } from '@/stores/cartStore';

const CartSyncEffects = lazy(() => import('./CartSyncEffects'));

/**
 * The cart's app-wide effects (spec 4 "Cart"): stock re-check and validation on every change,
 * server sync for signed-in shoppers and the coupon rules. They load the first time the cart
 * has lines or a stored coupon (from `?couponCode=` or the promo popup) — not on a first visit
 * with an empty cart — and then stay, so removing the last line is still synced.
 */
export function CartEffects() {
  const needed = useCartStore((state) => state.data.length > 0 || state.storedCouponCode !== null);
  const [active, setActive] = useState(needed);
  if (needed && !active) setActive(true);
  return active ? (
    <Suspense fallback={null}>
      <CartSyncEffects />
    </Suspense>
  ) : null;
}
