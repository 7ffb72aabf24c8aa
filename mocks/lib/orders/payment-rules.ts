import {
  ADDRESS_MESSAGES,
  codAvailability,
  messageAmount,
  type CodUnavailableReason,
  type StoreSettings,
} from '@haat/commerce-core';
import type { Coupon, ZipCode } from '@haat/storefront-api/catalogue';
import { apiError } from '../errors.js';
import type { OrderPaymentType } from '@haat/storefront-api/resolvers';
import { INVALID_COUPON } from '../coupons.js';

const codMessage = (
  reason: CodUnavailableReason,
  settings: StoreSettings,
  zip: ZipCode | null,
): string => {
  switch (reason) {
    case 'COD_DISABLED':
      return 'Cash on Delivery is not available right now. Please pay online.';
    case 'PINCODE_NOT_SERVICEABLE':
      return ADDRESS_MESSAGES.COD_NOT_AVAILABLE;
    case 'BELOW_MIN_COD_AMOUNT':
      return `Cash on Delivery is available on orders of ₹${messageAmount(settings.minCodAmount)} or more.`;
    case 'ABOVE_MAX_COD_AMOUNT':
      return `Cash on Delivery is available on orders up to ₹${messageAmount(settings.maxCodAmount)}.`;
    case 'ABOVE_PINCODE_COD_LIMIT':
      return `Cash on Delivery is available at this pincode on orders up to ₹${messageAmount(zip?.codMaxAmount ?? 0)}.`;
  }
};

/** Refuses a payment type the store has switched off (PAYMENT_METHOD_NOT_ALLOWED). */
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

/** COD and PPCOD collect cash: commerce-core `codAvailability` must allow it for the COD total. */
export function assertCashAllowed(
  type: OrderPaymentType,
  settings: StoreSettings,
  zip: ZipCode | null,
  codGrandTotal: number,
): void {
  if (type === 'PREPAID') return;
  const { available, reason } = codAvailability({ settings, zip, codGrandTotal });
  if (!available && reason) {
    throw apiError('PAYMENT_METHOD_NOT_ALLOWED', codMessage(reason, settings, zip), { reason });
  }
}

/** Coupon payment methods that mean "paid online" (the SDL's ONLINE and PREPAID, spec 3). */
const PAID_ONLINE: ReadonlySet<string> = new Set(['ONLINE', 'PREPAID']);

/**
 * A COD-only coupon is refused on PREPAID orders, an online-only one (`ONLINE` or `PREPAID`) on
 * COD orders; PPCOD takes both, ALL (or no coupon) anything.
 */
export function assertCouponPaymentMethod(coupon: Coupon | null, type: OrderPaymentType): void {
  const method = coupon?.paymentMethod ?? 'ALL';
  if (method === 'COD' && type === 'PREPAID') {
    throw apiError('INVALID_COUPON', `${INVALID_COUPON}: applicable on COD only.`);
  }
  if (PAID_ONLINE.has(method) && type === 'COD') {
    throw apiError('INVALID_COUPON', `${INVALID_COUPON}: applicable on online payment only.`);
  }
}
