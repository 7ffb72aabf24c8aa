import type { OtpErrorCode } from '@haat/storefront-api/errors';
import { apiRefusal } from '../api/apiError';
import { IDENTITY_MESSAGES, isNetworkError } from './identityErrors';

/**
 * The contract's one-time-code refusals are the codes that start with OTP_, and the per-network
 * limit on code requests (RATE_LIMITED, answered 429).
 */
const isOtpRefusal = (code: string): code is OtpErrorCode | 'RATE_LIMITED' =>
  code.startsWith('OTP_') || code === 'RATE_LIMITED';

/** What a failed code request or check tells the shopper, and when a new code may be asked. */
export interface OtpProblem {
  message: string;
  /** Epoch ms from which a new code may be requested (rate limits), or null. */
  retryAt: number | null;
  /** The hourly cap: no new code before `retryAt`. */
  sendLimit: boolean;
}

/**
 * Turns a failed ensureUserAndDispatchOTP / verifyCustomOTP into its message. The code rules'
 * refusals (OTP_* codes) keep the API's own message, which names the limit and the wait ('Too many
 * codes requested. Try again in 42 minutes.', 'Please wait 12 seconds before requesting a new
 * code.', 'Too many incorrect attempts. Request a new code.'); a call that never reached the API
 * reads 'Network Error'; anything else the step's identity message (`fallback`).
 */
export function otpProblem(error: unknown, fallback: string): OtpProblem {
  const refusal = apiRefusal(error);
  if (refusal && isOtpRefusal(refusal.code)) {
    const retryAt =
      refusal.retryAfterSeconds === null ? null : Date.now() + refusal.retryAfterSeconds * 1000;
    const sendLimit = refusal.code === 'OTP_SEND_LIMIT' || refusal.code === 'RATE_LIMITED';
    return { message: refusal.message, retryAt, sendLimit };
  }
  const message = isNetworkError(error) ? IDENTITY_MESSAGES.NETWORK_ERROR : fallback;
  return { message, retryAt: null, sendLimit: false };
}
