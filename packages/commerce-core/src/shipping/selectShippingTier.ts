import { toPaise } from '../money/paise.js';
import type { Maybe, ShippingMethod } from '../types/common.js';
import type { Coupon } from '../types/coupon.js';
import type { ShippingTier } from '../types/shipping.js';

const servesMethod = (tier: ShippingTier, method: ShippingMethod): boolean =>
  tier.paymentType == null || tier.paymentType === 'ALL' || tier.paymentType === method;

/**
 * The shipping tier that prices an order (spec 9 "Shipping"): a COUPON-type tier whose `coupons`
 * list the applied coupon's id and whose paymentType is ALL or the method wins; else the first
 * non-COUPON tier with minOrderValue ≤ amount ≤ maxOrderValue (missing bounds are open) and
 * paymentType ALL or the method (a missing paymentType counts as ALL); else `null`.
 * Compared in paise.
 *
 * @example
 * selectShippingTier(300, [{ id: 't', amount: 49, minOrderValue: 0, maxOrderValue: 499 }], 'COD'); // the tier
 */
export function selectShippingTier(
  amount: number,
  tiers: Maybe<readonly ShippingTier[]>,
  method: ShippingMethod,
  coupon?: Maybe<Pick<Coupon, 'id'>>,
): ShippingTier | null {
  const list = tiers ?? [];
  const couponId = coupon?.id;
  if (couponId != null) {
    const couponTier = list.find(
      (t) => t.type === 'COUPON' && (t.coupons ?? []).includes(couponId) && servesMethod(t, method),
    );
    if (couponTier) return couponTier;
  }
  const value = toPaise(amount);
  const tier = list.find(
    (t) =>
      t.type !== 'COUPON' &&
      servesMethod(t, method) &&
      (t.minOrderValue == null || toPaise(t.minOrderValue) <= value) &&
      (t.maxOrderValue == null || value <= toPaise(t.maxOrderValue)),
  );
  return tier ?? null;
}
