import type { Coupon } from '../types/coupon.js';

/**
 * Which payments a coupon's `paymentMethod` allows: `COD` only cash on delivery, `ONLINE` and
 * `PREPAID` (the same thing, spec 3) only online payment, anything else — `ALL`, nothing, an
 * unknown value — both.
 *
 * @example
 * couponPaymentScope('PREPAID'); // 'ONLINE'
 */
export function couponPaymentScope(
  paymentMethod: Coupon['paymentMethod'],
): 'COD' | 'ONLINE' | 'ALL' {
  if (paymentMethod === 'COD') return 'COD';
  if (paymentMethod === 'ONLINE' || paymentMethod === 'PREPAID') return 'ONLINE';
  return 'ALL';
}
