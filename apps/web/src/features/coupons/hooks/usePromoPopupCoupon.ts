import { useEffect } from 'react';
import { setPromoCouponApplier } from '@/lib/third-party/promoCoupon';
import { applyCouponCode } from '../applyCoupon';

/**
 * While the cart's coupon rules run, a promo popup coupon goes through apply-by-code
 * (`applyCouponCode`): applied at once when the cart allows it, else kept by the popup handler
 * for `useStoredCoupon` to apply later.
 */
export function usePromoPopupCoupon() {
  useEffect(() => setPromoCouponApplier(async (code) => (await applyCouponCode(code)).ok), []);
}
