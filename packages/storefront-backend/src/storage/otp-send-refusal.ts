import { OTP_SEND_WINDOW_MS, type OtpSendLimits } from '../ports/storage/otp.js';
import { wholeNumber } from './checks.js';

/**
 * Which limit holds a new one-time-code send back and for how long (the hourly cap first), from
 * the phone's sends within the window before `now`, oldest first; `null` when a send may go.
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
    return { reason: 'SEND_LIMIT', retryAfterMs: oldest + OTP_SEND_WINDOW_MS - now };
  }
  const last = sends.at(-1);
  if (last !== undefined && now - last < limits.resendAfterMs) {
    return { reason: 'RESEND_TOO_SOON', retryAfterMs: last + limits.resendAfterMs - now };
  }
  return null;
}
