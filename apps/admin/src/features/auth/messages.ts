import { ApiError } from '@/lib/graphql/errors';
import { HTTP_MESSAGES } from '@/lib/http/policy';

/** What a signed-in user who is not staff is told (and nothing else). */
export const NOT_STAFF_MESSAGE = "This number is not on the shop's staff.";

/** Spec 8's identity messages, word for word. */
export const IDENTITY_MESSAGES = {
  AUTHENTICATION_ERROR: 'Authentication Error',
  SIGNUP_ERROR: 'Error creating account',
  NETWORK_ERROR: 'Network Error',
  NOT_AUTHENTICATED: 'User is not authenticated',
} as const;

/**
 * The message of a failed code request or check: the API's own for the code rules (OTP_* and
 * RATE_LIMITED, which name the limit and the wait), 'Network Error' when nothing answered,
 * else the step's identity message.
 *
 * @example
 * codeProblem(error, IDENTITY_MESSAGES.SIGNUP_ERROR); // 'Please wait 18 seconds before requesting a new code.'
 */
export function codeProblem(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code?.startsWith('OTP_') || error.code === 'RATE_LIMITED') return error.message;
    if (error.message === HTTP_MESSAGES.network) return IDENTITY_MESSAGES.NETWORK_ERROR;
    if (error.code === 'BAD_USER_INPUT') return error.message;
  }
  if (error instanceof Error && error.name === 'NetworkError')
    return IDENTITY_MESSAGES.NETWORK_ERROR;
  if (error instanceof Error && error.name === 'UserUnAuthenticatedException') {
    return IDENTITY_MESSAGES.NOT_AUTHENTICATED;
  }
  return fallback;
}
