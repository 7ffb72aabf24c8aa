import { roundRupees } from '../money/paise.js';
import type { Maybe, ShippingMethod } from '../types/common.js';
import type { Coupon } from '../types/coupon.js';
import type { ShippingTier } from '../types/shipping.js';
import { selectShippingTier } from './selectShippingTier.js';

/**
 * Shipping charge in rupees for a post-coupon amount and method: the selected tier's `amount`
 * (see `selectShippingTier`), 0 when no tier applies.
 *
 * @example
 * shippingCharge(300, [{ amount: 49, minOrderValue: 0, maxOrderValue: 499 }], 'PREPAID'); // 49
 */
export function shippingCharge(
  amount: number,
  tiers: Maybe<readonly ShippingTier[]>,
  method: ShippingMethod,
  coupon?: Maybe<Pick<Coupon, 'id'>>,
): number {
  return roundRupees(selectShippingTier(amount, tiers, method, coupon)?.amount ?? 0);
}
