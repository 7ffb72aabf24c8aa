import { roundRupees } from '../money/paise.js';
import type { Maybe, ShippingMethod } from '../types/common.js';
import type { Coupon } from '../types/coupon.js';
import type { ShippingTier } from '../types/shipping.js';
import { selectShippingTier } from './selectShippingTier.js';

/**
 * The free-shipping target (spec 9): the selected tier's maxOrderValue in rupees — the amount
 * the shopper must pass to leave that tier. `null` when no tier applies or it has no maximum.
 *
 * @example
 * freeShippingTarget(300, [{ amount: 49, minOrderValue: 0, maxOrderValue: 499 }], 'COD'); // 499
 */
export function freeShippingTarget(
  amount: number,
  tiers: Maybe<readonly ShippingTier[]>,
  method: ShippingMethod,
  coupon?: Maybe<Pick<Coupon, 'id'>>,
): number | null {
  const max = selectShippingTier(amount, tiers, method, coupon)?.maxOrderValue;
  return max == null ? null : roundRupees(max);
}
