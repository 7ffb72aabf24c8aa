import type { Maybe } from '../types/common.js';
import { normalizeCouponCode } from './normalizeCouponCode.js';

/**
 * Whether two coupon codes name the same coupon (`normalizeCouponCode` of both are equal).
 *
 * @example
 * sameCouponCode('Welcome5', ' WELCOME5'); // true
 */
export function sameCouponCode(a: Maybe<string>, b: Maybe<string>): boolean {
  return normalizeCouponCode(a) === normalizeCouponCode(b);
}
