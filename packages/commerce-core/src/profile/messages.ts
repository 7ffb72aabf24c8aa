/**
 * Profile messages (spec 3 "User" has the fields; the spec words no profile rule, so these are
 * ours, in the voice of its address messages). Too-long fields use `tooLongMessage`.
 *
 * @example
 * PROFILE_MESSAGES.FIRST_NAME_REQUIRED; // 'Please enter your first name'
 */
export const PROFILE_MESSAGES = Object.freeze({
  FIRST_NAME_REQUIRED: 'Please enter your first name',
  INVALID_EMAIL: 'Please enter a valid email.',
  INVALID_DOB: 'Please enter a valid date of birth',
  FUTURE_DOB: 'Date of birth cannot be in the future',
});

/**
 * Longest value each profile text field takes, in characters after `sanitizeText` and trimming
 * (an email address is at most 254 characters, RFC 5321).
 *
 * @example
 * PROFILE_LIMITS.firstName; // 50
 */
export const PROFILE_LIMITS = Object.freeze({
  firstName: 50,
  lastName: 50,
  gender: 20,
  email: 254,
});
