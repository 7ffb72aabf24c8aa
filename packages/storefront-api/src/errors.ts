import { ADDRESS_MESSAGES, COUPON_MESSAGES } from '@haat/commerce-core';

/**
 * Every `extensions.code` a refusal of the storefront API carries (the SDL header lists the same
 * under "Errors"; a test keeps the two in step). No GraphQL runtime needed: the web app imports
 * this module as it is.
 *
 * @example
 * apiErrorCodes.includes('OUT_OF_STOCK'); // true
 */
export const apiErrorCodes = [
  'UNAUTHORIZED',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'INVALID_ADDRESS',
  'OUT_OF_STOCK',
  'INVALID_COUPON',
  'COUPON_EXPIRED',
  'COUPON_ARCHIVED',
  'INVALID_PAYMENT_METHOD',
  'PAYMENT_METHOD_NOT_ALLOWED',
  'REWARDS_NOT_ALLOWED',
  'PHONE_NOT_VERIFIED',
  'UNPAID_ORDER_LIMIT',
  'STOCK_HELD',
  'IDEMPOTENCY_KEY_REUSED',
  'OTP_INVALID_PHONE',
  'OTP_RESEND_TOO_SOON',
  'OTP_SEND_LIMIT',
  'OTP_NOT_REQUESTED',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXCEEDED',
  'RATE_LIMITED',
  'STORE_UNAVAILABLE',
  'ZIP_LOOKUP_FAILED',
  'ORDER_MOVE_REFUSED',
  'INTERNAL',
] as const;

/**
 * One of {@link apiErrorCodes}.
 *
 * @example
 * const code: ApiErrorCode = 'INVALID_COUPON';
 */
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/**
 * The one-time-code refusals: every code of the family starts with `OTP_`.
 *
 * @example
 * const code: OtpErrorCode = 'OTP_SEND_LIMIT';
 */
export type OtpErrorCode = Extract<ApiErrorCode, `OTP_${string}`>;

/**
 * The message of every code whose wording is always the same, fit to show a shopper. The other
 * codes carry a message that depends on the case and is written where the refusal is made: which
 * record was not found (NOT_FOUND), which input is wrong (BAD_USER_INPUT), the first address
 * field's error (INVALID_ADDRESS), why a coupon or payment method does not apply (INVALID_COUPON,
 * PAYMENT_METHOD_NOT_ALLOWED), how long to wait (OTP_RESEND_TOO_SOON, OTP_SEND_LIMIT, OTP_EXPIRED,
 * OTP_ATTEMPTS_EXCEEDED, RATE_LIMITED, UNPAID_ORDER_LIMIT), which product is held for payment
 * (STOCK_HELD), and the cart notice of OUT_OF_STOCK.
 *
 * @example
 * apiErrorMessages.UNAUTHORIZED; // 'Unauthorized'
 * apiErrorMessages.COUPON_EXPIRED; // 'Invalid Coupon'
 */
export const apiErrorMessages = {
  UNAUTHORIZED: 'Unauthorized',
  COUPON_EXPIRED: COUPON_MESSAGES.INVALID,
  COUPON_ARCHIVED: COUPON_MESSAGES.INVALID,
  INVALID_PAYMENT_METHOD: 'Please choose a payment method.',
  REWARDS_NOT_ALLOWED: 'Please sign in to use your reward points.',
  PHONE_NOT_VERIFIED:
    'Please verify your phone number with a one-time code to pay cash on delivery.',
  IDEMPOTENCY_KEY_REUSED: 'This request was already made with different details. Please try again.',
  OTP_INVALID_PHONE: ADDRESS_MESSAGES.INVALID_PHONE,
  OTP_NOT_REQUESTED: 'Please request a code first.',
  STORE_UNAVAILABLE: 'The store is temporarily unavailable. Please try again.',
  ZIP_LOOKUP_FAILED: 'Could not check this pin code. Please try again.',
} as const satisfies Partial<Record<ApiErrorCode, string>>;

/**
 * A code whose message is fixed ({@link apiErrorMessages}).
 *
 * @example
 * const code: FixedMessageErrorCode = 'STORE_UNAVAILABLE';
 */
export type FixedMessageErrorCode = keyof typeof apiErrorMessages;
