import {
  codAvailability,
  codUnavailableMessage,
  couponPaymentApplicability,
  type StoreSettings,
} from '@haat/commerce-core';
import type { Coupon, ZipCode } from '@haat/storefront-api/catalogue';
import { apiError } from '../errors.js';
import type { OrderPaymentType } from '../ports/storage/records.js';

/**
 * Refuses a payment type the store has switched off (PAYMENT_METHOD_NOT_ALLOWED).
 *
 * @example
 * assertPaymentTypeEnabled('PPCOD', { ...settings, ppcodEnabled: false }); // throws
 */
export function assertPaymentTypeEnabled(type: OrderPaymentType, settings: StoreSettings): void {
  const enabled =
    type === 'COD'
      ? settings.codEnabled
      : type === 'PREPAID'
        ? settings.prepaidEnabled
        : settings.ppcodEnabled;
  if (!enabled) {
    throw apiError('PAYMENT_METHOD_NOT_ALLOWED', 'This payment method is not available right now.');
  }
}

/**
 * COD and PPCOD collect cash: commerce-core `codAvailability` must allow it for the COD total
 * (PAYMENT_METHOD_NOT_ALLOWED with commerce-core's `codUnavailableMessage` and the reason).
 *
 * @example
 * assertCashAllowed('COD', settings, zip, 25_000); // throws above the pin code's COD limit
 */
export function assertCashAllowed(
  type: OrderPaymentType,
  settings: StoreSettings,
  zip: ZipCode | null,
  codGrandTotal: number,
): void {
  if (type === 'PREPAID') return;
  const { available, reason } = codAvailability({ settings, zip, codGrandTotal });
  if (!available && reason) {
    const message = codUnavailableMessage(reason, settings, zip);
    throw apiError('PAYMENT_METHOD_NOT_ALLOWED', message, { reason });
  }
}

/**
 * commerce-core `couponPaymentApplicability` must allow the coupon for this payment type
 * (INVALID_COUPON with its message).
 *
 * @example
 * assertCouponPaymentMethod(codOnlyCoupon, 'PREPAID'); // throws
 */
export function assertCouponPaymentMethod(coupon: Coupon | null, type: OrderPaymentType): void {
  const { allowed, message } = couponPaymentApplicability(coupon, type);
  if (!allowed && message) throw apiError('INVALID_COUPON', message);
}
