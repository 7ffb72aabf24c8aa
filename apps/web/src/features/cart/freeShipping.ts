import { asPaise, fromPaise, toPaise, type CartTotals } from '@haat/commerce-core';

/**
 * How far the cart is from leaving its paid shipping tier: the tier's `freeShippingTarget`
 * (its maxOrderValue) against the post-coupon item total, plus one paisa (the next tier starts
 * above the maximum). null when shipping is already free or no tier has a target.
 * commerce-core has no "amount to free shipping" export yet, so this is the one place that
 * subtracts — in paise, with its helpers.
 */
export function amountToFreeShipping(
  totals: CartTotals,
): { remaining: number; progress: number } | null {
  if (totals.shipping <= 0 || totals.freeShippingTarget === null) return null;
  const base = toPaise(totals.itemTotal) - toPaise(totals.couponDiscount);
  const target = toPaise(totals.freeShippingTarget);
  const remaining = Math.max(0, target - base + 1);
  return {
    remaining: fromPaise(asPaise(remaining)),
    progress: target > 0 ? Math.min(1, Math.max(0, base / target)) : 0,
  };
}
