import type { Maybe } from '../types/common.js';

/**
 * A coupon code as the store knows it: surrounding spaces off, upper case. Codes are
 * case-insensitive ('welcome5 ' is WELCOME5); use this wherever a code is looked up, compared or
 * used as a key. A missing code is ''.
 *
 * @example
 * normalizeCouponCode(' welcome5 '); // 'WELCOME5'
 */
export function normalizeCouponCode(code: Maybe<string>): string {
  return (code ?? '').trim().toUpperCase();
}
