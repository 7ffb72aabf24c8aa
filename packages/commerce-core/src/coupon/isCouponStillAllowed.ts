import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { couponApplicability } from './couponApplicability.js';

/**
 * Whether an applied coupon still holds for these lines (`couponApplicability`: FREEBIE coupons
 * by the freebie rules, every other type by the rules of `evaluateCoupon`).
 *
 * @example
 * isCouponStillAllowed({ id: 'c', couponType: 'FIXED', getYAmount: 50, minOrderValue: 500 }, []); // false
 */
export function isCouponStillAllowed(coupon: Coupon, items: readonly PricedLine[]): boolean {
  return couponApplicability(coupon, items).allowed;
}
