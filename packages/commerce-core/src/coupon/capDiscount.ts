import { toPaise, type Paise } from '../money/paise.js';
import type { Coupon } from '../types/coupon.js';

/**
 * `cap(x)` of issue 3: min(x, maxDiscount) when maxDiscount is set and above zero, else x.
 *
 * @example
 * capDiscount({ id: 'c', maxDiscount: 100 }, asPaise(15000)); // 10000
 */
export function capDiscount(coupon: Pick<Coupon, 'maxDiscount'>, amount: Paise): Paise {
  const max = coupon.maxDiscount;
  if (max == null || !(max > 0)) return amount;
  const cap = toPaise(max);
  return amount < cap ? amount : cap;
}
