import { orderLimit } from '../stock/productStock.js';
import type { Coupon } from '../types/coupon.js';

/**
 * The X and Y counts of a coupon ("Buy X Get Y", the units a coupon or freebie needs).
 *
 * @example
 * const counts: CouponQuantities = { buyX: 2, getY: 1 };
 */
export interface CouponQuantities {
  readonly buyX: number;
  readonly getY: number;
}

/**
 * How every rule reads a coupon's `buyXQuantity` and `getYQuantity` (spec 5: "each default 1"):
 * a whole number of at least 1 as it is (fractions rounded down), anything else — missing, 0,
 * negative or not a number — as missing, so 1 (issue 21: a literal 0 made every unit of a
 * BUY_X_GET_Y free). The same "default 1" reading as order limits (`orderLimit`). Where coupons
 * are written, such values are refused instead (`couponQuantityProblems`).
 *
 * @example
 * couponQuantities({ buyXQuantity: 0, getYQuantity: 2 }); // { buyX: 1, getY: 2 }
 */
export function couponQuantities(
  coupon: Pick<Coupon, 'buyXQuantity' | 'getYQuantity'>,
): CouponQuantities {
  return { buyX: orderLimit(coupon.buyXQuantity), getY: orderLimit(coupon.getYQuantity) };
}
