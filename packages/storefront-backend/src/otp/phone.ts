import { addPhonePrefix, isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import { apiErrorMessages } from '@haat/storefront-api/errors';
import { apiError } from '../errors.js';

/**
 * The phone a one-time code is for, normalised to `+91` and 10 digits; OTP_INVALID_PHONE
 * otherwise.
 *
 * @example
 * otpPhone('9876543210'); // '+919876543210'
 */
export function otpPhone(raw: string): string {
  if (!isValidPhone(raw)) {
    throw apiError('OTP_INVALID_PHONE', apiErrorMessages.OTP_INVALID_PHONE);
  }
  return addPhonePrefix(removePhonePrefix(raw));
}
