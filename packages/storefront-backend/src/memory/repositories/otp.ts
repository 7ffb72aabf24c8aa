import { OTP_SEND_WINDOW_MS, type OtpRepository } from '../../ports/storage/otp.js';
import { otpSendRefusal } from '../../storage/otp-send-refusal.js';
import type { Draft, Run } from '../draft.js';

/** The phone's sends within the window before `now`, oldest first. */
const recentSends = (draft: Draft, phone: string, now: number): readonly number[] =>
  (draft.read('otpSends').get(phone) ?? []).filter((at) => now - at < OTP_SEND_WINDOW_MS);

/** One-time codes and their send log in the memory adapter. */
export function memoryOtp(run: Run): OtpRepository {
  return {
    issue: ({ phone, codeHash, now, validForMs, ...limits }) =>
      run((draft) => {
        const sends = recentSends(draft, phone, now);
        const refusal = otpSendRefusal(sends, now, limits);
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
      run(
        (draft) => otpSendRefusal(recentSends(draft, phone, now), now, limits)?.retryAfterMs ?? 0,
      ),
  };
}
