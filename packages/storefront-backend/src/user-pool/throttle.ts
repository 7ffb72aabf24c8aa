import type { BackendDeps } from '../deps.js';
import { waitText } from '../otp/limits.js';
import { countAttempt } from '../rate-limits/enforce.js';
import type { RateLimitedAction } from '../rate-limits/limits.js';
import { CognitoError } from './cognito-error.js';

/**
 * Counts one user-pool call against a limit (`sign-in` and `user-pool` per network address,
 * `sign-in-phone` per phone: `RATE_LIMITS`) and refuses it past the limit as Cognito throttles:
 * TooManyRequestsException "Too many sign-in attempts. Please try again in 7 minutes." with
 * `retry-after`. A null subject is not counted.
 *
 * @example
 * await throttle(deps, 'sign-in-phone', phone, now);
 */
export async function throttle(
  deps: BackendDeps,
  action: Extract<RateLimitedAction, 'sign-in' | 'sign-in-phone' | 'user-pool'>,
  subject: string | null,
  now: number,
): Promise<void> {
  const refusal = await countAttempt(deps, action, subject, now);
  if (!refusal) return;
  const what = action === 'user-pool' ? 'Too many requests.' : 'Too many sign-in attempts.';
  throw new CognitoError(
    'TooManyRequestsException',
    `${what} Please try again in ${waitText(refusal.retryAfterMs)}.`,
    Math.ceil(refusal.retryAfterMs / 1000),
  );
}
