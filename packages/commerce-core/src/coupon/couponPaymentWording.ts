import type { Coupon } from '../types/coupon.js';
import { couponPaymentScope } from './couponPaymentScope.js';
import { COUPON_MESSAGES } from './messages.js';

const WORDING = {
  COD: COUPON_MESSAGES.APPLICABLE_ON_COD,
  ONLINE: COUPON_MESSAGES.APPLICABLE_ON_ONLINE,
  ALL: COUPON_MESSAGES.APPLICABLE_ON_BOTH,
} as const;

/**
 * Which payment methods a coupon works with (`couponPaymentScope`), as the sentence ending every
 * coupon message: COD → 'Applicable on COD.', ONLINE or PREPAID → 'Applicable on online
 * payment.', anything else → 'Applicable on both COD and online payment.'.
 *
 * @example
 * couponPaymentWording('ONLINE'); // 'Applicable on online payment.'
 */
export function couponPaymentWording(paymentMethod: Coupon['paymentMethod']): string {
  return WORDING[couponPaymentScope(paymentMethod)];
}
