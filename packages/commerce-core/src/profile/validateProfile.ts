import { sanitizeText } from '../text/sanitizeText.js';
import { tooLongMessage } from '../text/tooLongMessage.js';
import { isCalendarDate } from './isCalendarDate.js';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from './messages.js';

/**
 * Profile fields to check (spec 3 "User"). A field left out (or `undefined`) is not being
 * changed and is not checked; `null` or blank clears it.
 *
 * @example
 * const input: ProfileInput = { firstName: 'Asha', dob: '1994-02-11' };
 */
export interface ProfileInput {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly email?: string | null | undefined;
  readonly gender?: string | null | undefined;
  readonly dob?: string | null | undefined;
}

/**
 * The outcome of `validateProfile`: a message per refused field, and the given fields as they
 * are stored (cleaned; `null` clears).
 *
 * @example
 * const check: ProfileCheck = { valid: true, errors: {}, profile: { firstName: 'Asha' } };
 */
export interface ProfileCheck {
  readonly valid: boolean;
  readonly errors: Readonly<Partial<Record<keyof ProfileInput, string>>>;
  readonly profile: { readonly [K in keyof ProfileInput]?: string | null };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LABELS = { firstName: 'First name', lastName: 'Last name', gender: 'Gender', email: 'Email' };
/** Form order: the first refused field is the one to focus. */
const FIELDS = ['firstName', 'lastName', 'email', 'gender', 'dob'] as const;

type Field = (typeof FIELDS)[number];

/** Why a given field's cleaned text is refused, or null. */
function refusal(field: Field, text: string, today: string): string | null {
  if (field === 'dob') {
    if (text && !isCalendarDate(text)) return PROFILE_MESSAGES.INVALID_DOB;
    return text > today ? PROFILE_MESSAGES.FUTURE_DOB : null;
  }
  if (text.length > PROFILE_LIMITS[field]) {
    return tooLongMessage(LABELS[field], PROFILE_LIMITS[field]);
  }
  if (field === 'firstName' && !text) return PROFILE_MESSAGES.FIRST_NAME_REQUIRED;
  if (field === 'email' && text && !EMAIL.test(text)) return PROFILE_MESSAGES.INVALID_EMAIL;
  return null;
}

/**
 * Checks a profile change — the same rule for the account form and for updateUser. Names and
 * gender are cleaned with `sanitizeText` and trimmed, then must fit `PROFILE_LIMITS`; the first
 * name is required ('Please enter your first name'); an email must look like one; a date of
 * birth must be a real YYYY-MM-DD day, not after `today` (YYYY-MM-DD: the caller's calendar
 * day, since the rule never reads a clock). Blank optional fields become `null`. Errors come in
 * form order (first name, last name, email, gender, date of birth).
 *
 * @example
 * validateProfile({ firstName: ' Asha ', dob: '2999-01-01' }, '2026-11-23');
 * // { valid: false, errors: { dob: 'Date of birth cannot be in the future' }, profile: { firstName: 'Asha', dob: '2999-01-01' } }
 */
export function validateProfile(input: ProfileInput, today: string): ProfileCheck {
  const errors: Partial<Record<Field, string>> = {};
  const profile: { -readonly [K in Field]?: string | null } = {};
  for (const field of FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const raw = value ?? '';
    const text = (field === 'email' || field === 'dob' ? raw : sanitizeText(raw)).trim();
    profile[field] = text || null;
    const error = refusal(field, text, today);
    if (error !== null) errors[field] = error;
  }
  return { valid: Object.keys(errors).length === 0, errors, profile };
}
