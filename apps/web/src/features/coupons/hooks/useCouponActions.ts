import { useCallback } from 'react';
import { useCartStore } from '@/stores/cartStore';
import { applyCouponCode, applyOffer } from '../applyCoupon';
import { useCouponSessionStore } from '../store/couponSessionStore';

/** Apply by code, apply from the list, and remove — the coupon controls of the cart and checkout. */
export function useCouponActions() {
  const removeFromCart = useCartStore((state) => state.removeCoupon);
  const rememberRemoved = useCouponSessionStore((state) => state.rememberRemoved);

  /**
   * Removes the applied coupon; it stays removed for the session (auto-apply skips it, and may
   * pick another allowed autoApply coupon). Any removed code is remembered, not only an
   * auto-applied one: a coupon added by code is autoApply too (GetCouponRule) and would
   * otherwise come straight back.
   */
  const remove = useCallback(() => {
    const applied = useCartStore.getState().coupon;
    if (applied?.code) rememberRemoved(applied.code);
    removeFromCart();
  }, [removeFromCart, rememberRemoved]);

  return { applyCode: applyCouponCode, applyOffer, remove };
}
