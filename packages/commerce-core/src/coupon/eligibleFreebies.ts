import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import { evaluateFreebie } from './evaluateFreebie.js';

/**
 * The FREEBIE coupons the cart qualifies for (spec 5 "Freebie offers"; see `evaluateFreebie`),
 * in the order given.
 *
 * @example
 * eligibleFreebies(topCoupons, cart.data).map((c) => c.code);
 */
export function eligibleFreebies<C extends Coupon>(
  coupons: readonly C[],
  items: readonly PricedLine[],
): C[] {
  return coupons.filter((coupon) => evaluateFreebie(coupon, items).allowed);
}
