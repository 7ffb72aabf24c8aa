import { GraphQLError } from 'graphql';

/** The `extensions.code` values the storefront API answers (documented in the SDL header). */
export type ApiErrorCode =
  | 'UNAUTHORIZED'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'INVALID_ADDRESS'
  | 'OUT_OF_STOCK'
  | 'INVALID_COUPON'
  | 'COUPON_EXPIRED'
  | 'COUPON_ARCHIVED'
  | 'INVALID_PAYMENT_METHOD'
  | 'PAYMENT_METHOD_NOT_ALLOWED'
  | 'REWARDS_NOT_ALLOWED'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'OTP_INVALID_PHONE'
  | 'OTP_RESEND_TOO_SOON'
  | 'OTP_SEND_LIMIT'
  | 'OTP_NOT_REQUESTED'
  | 'OTP_EXPIRED'
  | 'OTP_ATTEMPTS_EXCEEDED'
  | 'STORE_UNAVAILABLE'
  | 'ZIP_LOOKUP_FAILED'
  | 'INTERNAL';

/** A GraphQL error with a code and extra extensions; the message is fit to show a shopper. */
export function apiError(
  code: ApiErrorCode,
  message: string,
  extensions: Readonly<Record<string, unknown>> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

/** Refuses bad input with BAD_USER_INPUT. */
export function badInput(message: string): GraphQLError {
  return apiError('BAD_USER_INPUT', message);
}
