import type { Maybe } from '../types/common.js';

/**
 * India's calling code (spec 9).
 *
 * @example
 * `${PHONE_PREFIX}9876543210`; // '+919876543210'
 */
export const PHONE_PREFIX = '+91';

/**
 * Ensures the +91 prefix. Empty input stays empty.
 *
 * @example
 * addPhonePrefix('9876543210'); // '+919876543210'
 * addPhonePrefix('+919876543210'); // '+919876543210'
 */
export function addPhonePrefix(phone: Maybe<string>): string {
  const value = phone?.trim() ?? '';
  return value === '' || value.startsWith(PHONE_PREFIX) ? value : `${PHONE_PREFIX}${value}`;
}

/**
 * Removes a leading +91 prefix.
 *
 * @example
 * removePhonePrefix('+919876543210'); // '9876543210'
 */
export function removePhonePrefix(phone: Maybe<string>): string {
  const value = phone?.trim() ?? '';
  return value.startsWith(PHONE_PREFIX) ? value.slice(PHONE_PREFIX.length) : value;
}
