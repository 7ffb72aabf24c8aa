import { fromPaise, toPaise } from '../money/paise.js';
import type { CartTotals } from '../totals/cartTotalsTypes.js';
import type { Maybe, ShippingMethod } from '../types/common.js';
import type { Coupon } from '../types/coupon.js';
import type { ShippingTier } from '../types/shipping.js';
import { shippingCharge } from './shippingCharge.js';

/**
 * Input of `amountToFreeShipping`: the cart's totals (shipping is priced on itemTotal −
 * couponDiscount), the store's tiers, the shipping method the totals were priced for (NONE
 * ships as PREPAID, PPCOD as COD) and the applied coupon.
 *
 * @example
 * const input: AmountToFreeShippingInput = { totals: { itemTotal: 325, couponDiscount: 0 }, shippingTiers: tiers, method: 'PREPAID' };
 */
export interface AmountToFreeShippingInput {
  readonly totals: Pick<CartTotals, 'itemTotal' | 'couponDiscount'>;
  readonly shippingTiers: Maybe<readonly ShippingTier[]>;
  readonly method: ShippingMethod;
  readonly coupon?: Maybe<Pick<Coupon, 'id'>>;
}

/**
 * How far a cart is from free shipping, read off the tiers with the pricing rule itself
 * (`shippingCharge`): the lowest order value above the post-coupon total at which shipping costs
 * nothing, minus that total, and the share of the way covered (0–1). The charge only changes
 * where a tier starts (its minOrderValue) or just past where one ends (a paisa above its
 * maxOrderValue: both bounds are inclusive), so those are the values tried — a free tier from
 * ₹499 after one up to ₹498.99 gives ₹499; a paid tier up to a round ₹499 really ends at ₹499.01.
 * `null` when shipping is already free or no order value makes it free (say a paid COUPON tier).
 *
 * @example
 * amountToFreeShipping({ totals: { itemTotal: 325, couponDiscount: 0 }, shippingTiers, method: 'PREPAID' });
 * // { remaining: 174, progress: 325 / 499 } with tiers ₹0–498.99 paid, from ₹499 free
 */
export function amountToFreeShipping(
  input: AmountToFreeShippingInput,
): { remaining: number; progress: number } | null {
  const { totals, shippingTiers, method, coupon } = input;
  const base = Math.max(0, toPaise(totals.itemTotal) - toPaise(totals.couponDiscount));
  const charge = (paise: number) => shippingCharge(fromPaise(paise), shippingTiers, method, coupon);
  if (charge(base) <= 0) return null;
  const edges = (shippingTiers ?? []).flatMap((tier) => [
    ...(tier.minOrderValue == null ? [] : [toPaise(tier.minOrderValue)]),
    ...(tier.maxOrderValue == null ? [] : [toPaise(tier.maxOrderValue) + 1]),
  ]);
  const free = edges
    .filter((edge) => edge > base)
    .sort((a, b) => a - b)
    .find((edge) => charge(edge) <= 0);
  if (free === undefined) return null;
  return { remaining: fromPaise(free - base), progress: base / free };
}
