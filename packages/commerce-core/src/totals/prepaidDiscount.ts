import { asPaise, fromPaise, toPaise, type Paise } from '../money/paise.js';
import { percentOf } from '../money/percentOf.js';
import type { Maybe } from '../types/common.js';
import type { Coupon } from '../types/coupon.js';
import type { CartCharges } from '../types/settings.js';

/**
 * Prepaid discount in paise on a post-coupon amount in paise (floored at 0 first).
 *
 * @example
 * prepaidDiscountPaise(asPaise(100000), null, { prepaidDiscountPercent: 5 }); // 5000
 */
export function prepaidDiscountPaise(
  afterCoupon: Paise,
  coupon: Maybe<Pick<Coupon, 'applyPrepaidDiscount'>>,
  charges: Maybe<CartCharges>,
): Paise {
  if (coupon != null && coupon.applyPrepaidDiscount !== true) return asPaise(0);
  const discount = percentOf(
    asPaise(Math.max(0, afterCoupon)),
    charges?.prepaidDiscountPercent ?? 0,
  );
  const max = charges?.maxPrepaidDiscount;
  if (max == null || !(max > 0)) return discount;
  const cap = toPaise(max);
  return discount < cap ? discount : cap;
}

/**
 * Prepaid discount (spec 9) in rupees: (item total − coupon discount) × prepaidDiscountPercent
 * / 100, rounded once half-up to the paisa, capped by maxPrepaidDiscount when above 0, and 0
 * when a coupon is applied whose applyPrepaidDiscount is not true. A negative base counts as 0.
 *
 * @example
 * prepaidDiscount(999, null, { prepaidDiscountPercent: 5, maxPrepaidDiscount: 40 }); // 40
 */
export function prepaidDiscount(
  afterCoupon: number,
  coupon: Maybe<Pick<Coupon, 'applyPrepaidDiscount'>>,
  charges: Maybe<CartCharges>,
): number {
  return fromPaise(prepaidDiscountPaise(toPaise(afterCoupon), coupon, charges));
}
