import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { couponOutcome } from './couponOutcome.js';
import { evaluateFreebie, type FreebieEvaluation } from './evaluateFreebie.js';

/**
 * Whether a coupon of any type applies to these lines, with the spec 5 reason when it does not
 * (`message` is null when allowed): FREEBIE coupons by the freebie rules (`evaluateFreebie`,
 * since `evaluateCoupon` never allows them), every other type by the rules of `evaluateCoupon`.
 *
 * @example
 * couponApplicability({ id: 'c', couponType: 'FIXED', getYAmount: 50, minOrderValue: 500 }, [{ id: 'p', price: 260, qty: 1 }]);
 * // { allowed: false, message: 'Add product worth ₹240 more to the cart to avail this offer' }
 */
export function couponApplicability(
  coupon: Coupon,
  items: readonly PricedLine[],
): FreebieEvaluation {
  if (coupon.couponType === 'FREEBIE') return evaluateFreebie(coupon, items);
  const outcome = couponOutcome(coupon, items);
  return outcome.allowed
    ? { allowed: true, message: null }
    : { allowed: false, message: outcome.message };
}
