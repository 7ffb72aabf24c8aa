import { OTP_SEND_WINDOW_MS, type OtpSendLimits } from '../ports/storage/otp.js';
import { wholeNumber } from './checks.js';

/**
 * Which limit holds a new one-time-code send back and for how long (the hourly cap first), from
 * the phone's sends within the window before `now`, oldest first; `null` when a send may go.
 * The wait is never longer than the limit itself (30 s, an hour): a send recorded by a request
 * whose clock read came a moment after `now` (two requests at once, or two hosts) would otherwise
 * add those milliseconds, and "30 seconds" would read "31 seconds".
 * Every storage adapter decides `issue` and `sendWait` with it, inside its own transaction.
 *
 * @example
 * otpSendRefusal([0, 10_000], 20_000, { maxSendsPerHour: 5, resendAfterMs: 30_000 });
 * // { reason: 'RESEND_TOO_SOON', retryAfterMs: 20_000 }
 */
export function otpSendRefusal(
  sends: readonly number[],
  now: number,
  limits: OtpSendLimits,
): { readonly reason: 'SEND_LIMIT' | 'RESEND_TOO_SOON'; readonly retryAfterMs: number } | null {
  wholeNumber(limits.maxSendsPerHour, 'maxSendsPerHour', 1);
  const oldest = sends[0];
  if (sends.length >= limits.maxSendsPerHour && oldest !== undefined) {
    return {
      reason: 'SEND_LIMIT',
      retryAfterMs: Math.min(OTP_SEND_WINDOW_MS, oldest + OTP_SEND_WINDOW_MS - now),
    };
  }
  const last = sends.at(-1);
  if (last !== undefined && now - last < limits.resendAfterMs) {
    const retryAfterMs = Math.min(limits.resendAfterMs, last + limits.resendAfterMs - now);
    return { reason: 'RESEND_TOO_SOON', retryAfterMs };
  }
  return null;
}
