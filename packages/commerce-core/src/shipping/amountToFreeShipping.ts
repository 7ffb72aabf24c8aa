import { fromPaise, toPaise } from '../money/paise.js';
import type { CartTotals } from '../totals/cartTotalsTypes.js';

/**
 * How far a cart is from leaving its paid shipping tier: the free-shipping target (the tier's
 * maxOrderValue) minus the post-coupon item total, plus one paisa (the next tier starts above
 * the maximum), and the share of the way already covered (0–1). `null` when shipping is already
 * free or the tier has no target.
 *
 * @example
 * amountToFreeShipping(computeCartTotals({ items, shippingTiers, paymentMethod: 'NONE' }));
 * // { remaining: 199.01, progress: 0.6 } for ₹300 in a ₹0–498.99 tier
 */
export function amountToFreeShipping(
  totals: Pick<CartTotals, 'shipping' | 'freeShippingTarget' | 'itemTotal' | 'couponDiscount'>,
): { remaining: number; progress: number } | null {
  if (totals.shipping <= 0 || totals.freeShippingTarget === null) return null;
  const base = Math.max(0, toPaise(totals.itemTotal) - toPaise(totals.couponDiscount));
  const target = toPaise(totals.freeShippingTarget);
  const remaining = Math.max(0, target - base + 1);
  return { remaining: fromPaise(remaining), progress: target > 0 ? Math.min(1, base / target) : 0 };
}
