import { couponDiscountWording, type CouponWordingInput } from './couponDiscountWording.js';
import { couponPaymentWording } from './couponPaymentWording.js';

/**
 * The full per-type coupon message: discount wording, a space, payment wording.
 *
 * @example
 * couponMessage({ couponType: 'PERCENTAGE', getYPercentage: 10, paymentMethod: 'COD' }); // '10% off from total. Applicable on COD.'
 */
export function couponMessage(coupon: CouponWordingInput): string {
  return `${couponDiscountWording(coupon)} ${couponPaymentWording(coupon.paymentMethod)}`;
}
