import {
  ADDRESS_MESSAGES,
  couponPaymentWording,
  type CodUnavailableReason,
  type Coupon,
  type StoreSettings,
  type ZipCode,
} from '@haat/commerce-core';
import { formatRupees } from '@/lib/money';

/** Why cash on delivery is not offered, in the shopper's words (commerce-core `codAvailability`). */
export function codReasonText(
  reason: CodUnavailableReason,
  settings: Pick<StoreSettings, 'minCodAmount' | 'maxCodAmount'>,
  zip: ZipCode | null | undefined,
): string {
  switch (reason) {
    case 'COD_DISABLED':
      return 'Cash on delivery is not available right now.';
    case 'PINCODE_NOT_SERVICEABLE':
      return ADDRESS_MESSAGES.COD_NOT_AVAILABLE;
    case 'BELOW_MIN_COD_AMOUNT':
      return `Cash on delivery is available on orders of ${formatRupees(settings.minCodAmount)} or more.`;
    case 'ABOVE_MAX_COD_AMOUNT':
      return `Cash on delivery is available on orders up to ${formatRupees(settings.maxCodAmount)}.`;
    case 'ABOVE_PINCODE_COD_LIMIT':
      return `Cash on delivery is available at this pin code on orders up to ${formatRupees(zip?.codMaxAmount ?? 0)}.`;
  }
}

/**
 * Whether the applied coupon allows a payment method, and if not the coupon's own sentence
 * ('Applicable on COD.' / 'Applicable on online payment.', commerce-core
 * `couponPaymentWording`). commerce-core has no rule for this yet; the server refuses a COD-only
 * coupon on a prepaid order and an online-only one on a COD order (PPCOD takes both).
 */
export function couponPaymentProblem(
  coupon: Coupon | null,
  method: 'COD' | 'PREPAID' | 'PPCOD',
): string | null {
  if (!coupon || method === 'PPCOD') return null;
  const wording = couponPaymentWording(coupon.paymentMethod);
  const codOnly = coupon.paymentMethod === 'COD';
  const onlineOnly = coupon.paymentMethod === 'ONLINE' || coupon.paymentMethod === 'PREPAID';
  if ((codOnly && method === 'PREPAID') || (onlineOnly && method === 'COD')) {
    return `Coupon ${coupon.code ?? ''}: ${wording}`;
  }
  return null;
}
