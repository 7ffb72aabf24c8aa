import { fromPaise } from '../money/paise.js';
import type { Maybe } from '../types/common.js';
import type { PricedLine } from '../types/cart.js';
import type { Coupon, CouponEvaluation } from '../types/coupon.js';
import { couponDiscountWording } from './couponDiscountWording.js';
import { couponOutcome } from './couponOutcome.js';

/**
 * Whether a coupon applies to the cart and its discount in rupees (issue 3), in this order:
 * 1. eligible lines (`couponEligibleLines`);
 * 2. types other than BUY_X_GET_Y / BUY_X_AT_Y need the eligible total to reach minOrderValue,
 *    else 'Add product worth ₹{gap} more to the cart to avail this offer' (for BUY_X_AT_Y the
 *    spec names a minimum of max(minOrderValue, getYAmount), but both spec and issue exempt the
 *    BUY_X types from this check, so it never blocks);
 * 3. eligible units must reach buyXQuantity (+ getYQuantity for BUY_X_GET_Y), each default 1
 *    (`couponQuantities`: 0 and negatives read as missing),
 *    else 'Add {n} more items to the cart to avail this offer';
 * 4. with applicableProducts / applicableCollections set, some non-gift line must match each,
 *    else 'Not applicable on the products in the cart.';
 * 5. discount by type (`couponTypeDiscount`); FREEBIE, PRODUCT without gifts and unknown types
 *    are 'Invalid Coupon'. When allowed, `message` is `couponDiscountWording(coupon)`.
 *
 * @example
 * evaluateCoupon({ id: 'c', couponType: 'PERCENTAGE', getYPercentage: 10 }, [{ id: 'p', price: 500, qty: 1 }]);
 * // { allowed: true, discount: 50, message: '10% off from total.' }
 */
export function evaluateCoupon(
  coupon: Maybe<Coupon>,
  items: readonly PricedLine[],
): CouponEvaluation {
  if (coupon == null) return { allowed: false, discount: 0, message: null };
  const outcome = couponOutcome(coupon, items);
  if (!outcome.allowed) return { allowed: false, discount: 0, message: outcome.message };
  return {
    allowed: true,
    discount: fromPaise(outcome.discount),
    message: couponDiscountWording(coupon),
  };
}
