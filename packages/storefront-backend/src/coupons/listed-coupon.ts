import type { Coupon } from '@haat/storefront-api/catalogue';

/**
 * Whether a coupon may appear in a public list (getInitialData's coupons): only the shop's
 * advertised offers, featured (`isFeatured`) or shown as a nudge (`showAsNudge`). Every other
 * code (creator codes, first-order and private codes) is found only by its exact code
 * (GetCoupon, GetCouponRule, applyCoupon), never listed.
 *
 * @example
 * isListedCoupon({ ...riya15, isFeatured: false, showAsNudge: false }); // false
 */
export function isListedCoupon(coupon: Pick<Coupon, 'isFeatured' | 'showAsNudge'>): boolean {
  return coupon.isFeatured || coupon.showAsNudge;
}
