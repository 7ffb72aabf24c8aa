import type { Maybe } from '../types/common.js';
import { removePhonePrefix } from './phonePrefix.js';

/**
 * A phone is valid when it is exactly 10 digits once +91 is removed (spec 5 "Phone").
 *
 * @example
 * isValidPhone('+919876543210'); // true
 * isValidPhone('98765'); // false
 */
export function isValidPhone(phone: Maybe<string>): boolean {
  return /^\d{10}$/.test(removePhonePrefix(phone));
}
