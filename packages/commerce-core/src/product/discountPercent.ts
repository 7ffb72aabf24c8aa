import type { Maybe } from '../types/common.js';
import { toPaise } from '../money/paise.js';

/**
 * Discount percent of a price against its listing price, rounded half-up to a whole percent
 * (spec 9 "Discount percent is rounded"); 0 when there is no discount or no listing price.
 *
 * @example
 * discountPercent(499, 999); // 50
 */
export function discountPercent(price: Maybe<number>, listingPrice: Maybe<number>): number {
  const p = toPaise(price);
  const l = toPaise(listingPrice);
  if (l <= 0 || p < 0 || p >= l) return 0;
  return Math.floor(((l - p) * 200 + l) / (2 * l));
}
