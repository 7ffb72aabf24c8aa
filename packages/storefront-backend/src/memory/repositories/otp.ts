import { OTP_SEND_WINDOW_MS, type OtpRepository } from '../../ports/storage/otp.js';
import { otpAttemptStep } from '../../storage/otp-attempt-step.js';
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
    attempt: (attempt) =>
      run((draft) => {
        const { outcome, next } = otpAttemptStep(
          draft.read('otpCodes').get(attempt.phone) ?? null,
          attempt,
        );
        if (next === 'delete') draft.write('otpCodes').delete(attempt.phone);
        else if (next) draft.write('otpCodes').set(attempt.phone, next);
        return outcome;
      }),
    sendWait: (phone, now, limits) =>
      run(
        (draft) => otpSendRefusal(recentSends(draft, phone, now), now, limits)?.retryAfterMs ?? 0,
      ),
  };
}
