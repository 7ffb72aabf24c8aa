import type { Coupon } from '../types/coupon.js';
import { COUPON_MESSAGES } from './messages.js';

/**
 * Which payment methods a coupon works with, as the sentence ending every coupon message:
 * COD → 'Applicable on COD.', ONLINE or PREPAID → 'Applicable on online payment.', anything
 * else → 'Applicable on both COD and online payment.'.
 *
 * @example
 * couponPaymentWording('ONLINE'); // 'Applicable on online payment.'
 */
export function couponPaymentWording(paymentMethod: Coupon['paymentMethod']): string {
  if (paymentMethod === 'COD') return COUPON_MESSAGES.APPLICABLE_ON_COD;
  if (paymentMethod === 'ONLINE' || paymentMethod === 'PREPAID') {
    return COUPON_MESSAGES.APPLICABLE_ON_ONLINE;
  }
  return COUPON_MESSAGES.APPLICABLE_ON_BOTH;
}
