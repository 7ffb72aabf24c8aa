import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { couponOutcome } from './couponOutcome.js';
import { evaluateFreebie } from './evaluateFreebie.js';

/**
 * Whether an applied coupon still holds for these lines: FREEBIE coupons by the freebie rules
 * (`evaluateFreebie`, since `evaluateCoupon` never allows them), every other type by the
 * rules of `evaluateCoupon` (`couponOutcome`).
 *
 * @example
 * isCouponStillAllowed({ id: 'c', couponType: 'FIXED', getYAmount: 50, minOrderValue: 500 }, []); // false
 */
export function isCouponStillAllowed(coupon: Coupon, items: readonly PricedLine[]): boolean {
  return coupon.couponType === 'FREEBIE'
    ? evaluateFreebie(coupon, items).allowed
    : couponOutcome(coupon, items).allowed;
}
