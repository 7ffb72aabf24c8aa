import type { Maybe } from '../types/common.js';
import { messageAmount } from '../money/messageAmount.js';
import { fromPaise, toPaise } from '../money/paise.js';

/**
 * The variant tag 'Save ₹{difference}' (spec 9), difference = listing price − price printed as
 * in messages (whole rupees without decimals); `null` when nothing is saved.
 *
 * @example
 * saveLabel(499, 599); // 'Save ₹100'
 */
export function saveLabel(price: Maybe<number>, listingPrice: Maybe<number>): string | null {
  const difference = toPaise(listingPrice) - toPaise(price);
  return difference > 0 ? `Save ₹${messageAmount(fromPaise(difference))}` : null;
}
