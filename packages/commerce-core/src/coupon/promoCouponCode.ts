import type { Maybe } from '../types/common.js';
import { COUPON_MESSAGES } from './messages.js';

/**
 * The coupon code a promo popup hands over, or `null` when there is none: an empty value or
 * 'BETTER LUCK NEXT TIME' is ignored (spec 5 "Promo popup").
 *
 * @example
 * promoCouponCode('BETTER LUCK NEXT TIME'); // null
 * promoCouponCode(' GLOW10 '); // 'GLOW10'
 */
export function promoCouponCode(value: Maybe<string>): string | null {
  const code = value?.trim() ?? '';
  return code === '' || code === COUPON_MESSAGES.PROMO_NO_COUPON ? null : code;
}
