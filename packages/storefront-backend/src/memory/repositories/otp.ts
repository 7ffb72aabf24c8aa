import {
  OTP_SEND_WINDOW_MS,
  type OtpRepository,
  type OtpSendLimits,
} from '../../ports/storage/otp.js';
import { wholeNumber } from '../../storage/checks.js';
import type { Draft, Run } from '../draft.js';

/** The phone's sends within the window before `now`, oldest first. */
const recentSends = (draft: Draft, phone: string, now: number): readonly number[] =>
  (draft.read('otpSends').get(phone) ?? []).filter((at) => now - at < OTP_SEND_WINDOW_MS);

/** Which limit holds a new send back and for how long (the hourly cap first). */
function sendRefusal(sends: readonly number[], now: number, limits: OtpSendLimits) {
  wholeNumber(limits.maxSendsPerHour, 'maxSendsPerHour', 1);
  const oldest = sends[0];
  if (sends.length >= limits.maxSendsPerHour && oldest !== undefined) {
    return { reason: 'SEND_LIMIT' as const, retryAfterMs: oldest + OTP_SEND_WINDOW_MS - now };
  }
  const last = sends.at(-1);
  if (last !== undefined && now - last < limits.resendAfterMs) {
    return { reason: 'RESEND_TOO_SOON' as const, retryAfterMs: last + limits.resendAfterMs - now };
  }
  return null;
}

/** One-time codes and their send log in the memory adapter. */
export function memoryOtp(run: Run): OtpRepository {
  return {
    issue: ({ phone, codeHash, now, validForMs, ...limits }) =>
      run((draft) => {
        const sends = recentSends(draft, phone, now);
        const refusal = sendRefusal(sends, now, limits);
        if (refusal) return { status: 'refused' as const, ...refusal };
        const expiresAt = now + validForMs;
        draft.write('otpCodes').set(phone, { codeHash, expiresAt, attempts: 0, verified: false });
        draft.write('otpSends').set(phone, [...sends, now]);
        return { status: 'issued' as const, sendsLeft: limits.maxSendsPerHour - sends.length - 1 };
      }),
    attempt: ({ phone, codeHash, now, maxAttempts, consume = true }) =>
      run((draft) => {
        const code = draft.read('otpCodes').get(phone);
        if (!code || (code.verified && !consume)) return { status: 'not-requested' as const };
        if (now >= code.expiresAt) return { status: 'expired' as const };
        if (!code.verified && code.attempts >= maxAttempts) {
          return { status: 'attempts-exceeded' as const };
        }
        const attempts = code.attempts + 1;
        if (code.codeHash !== codeHash) {
          draft.write('otpCodes').set(phone, { ...code, attempts });
          return { status: 'wrong' as const, attemptsLeft: Math.max(0, maxAttempts - attempts) };
        }
        if (consume) draft.write('otpCodes').delete(phone);
        else draft.write('otpCodes').set(phone, { ...code, attempts, verified: true });
        return { status: 'verified' as const, attemptsLeft: Math.max(0, maxAttempts - attempts) };
      }),
    sendWait: (phone, now, limits) =>
      run((draft) => sendRefusal(recentSends(draft, phone, now), now, limits)?.retryAfterMs ?? 0),
  };
}
