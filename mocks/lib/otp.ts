import { addPhonePrefix, isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import type { MockContext } from './context.js';
import { apiError, badInput, fixedApiError } from './errors.js';
import type { OtpDispatchResult, OtpVerifyResult } from '@haat/storefront-api/resolvers';
import type { OtpRecord } from './models.js';
import type { MockState } from './state/index.js';
import { ensureUser, findUserByPhone, updateUserRecord } from './users.js';

/** One-time code limits (README "Sign-in codes"). */
export const OTP_LIMITS = Object.freeze({
  codeLength: 6,
  validForMs: 5 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 30_000,
  maxSendsPerHour: 5,
});

const HOUR_MS = 60 * 60_000;

/** '42 seconds', '1 minute', '42 minutes' — for "try again in …". */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const normalPhone = (phone: string): string => {
  if (!isValidPhone(phone)) throw fixedApiError('OTP_INVALID_PHONE');
  return addPhonePrefix(removePhonePrefix(phone));
};

const recentSends = (state: MockState, phone: string, now: number): number[] =>
  (state.otpSends.get(phone)?.sentAt ?? []).filter((at) => now - at < HOUR_MS);

/** Milliseconds until this phone may get a new code (0: now), and which limit holds it back. */
function sendWait(
  state: MockState,
  phone: string,
  now: number,
): { waitMs: number; limit: 'OTP_SEND_LIMIT' | 'OTP_RESEND_TOO_SOON' | null } {
  const sends = recentSends(state, phone, now);
  const oldest = sends[0];
  if (sends.length >= OTP_LIMITS.maxSendsPerHour && oldest !== undefined) {
    return { waitMs: oldest + HOUR_MS - now, limit: 'OTP_SEND_LIMIT' };
  }
  const last = state.otps.get(phone);
  if (last && now - last.issuedAt < OTP_LIMITS.resendAfterMs) {
    return { waitMs: last.issuedAt + OTP_LIMITS.resendAfterMs - now, limit: 'OTP_RESEND_TOO_SOON' };
  }
  return { waitMs: 0, limit: null };
}

/**
 * The code every dispatch issues while the fixed-code setting is on. The setting
 * (`MockConfig.fixedOtp`, the web app's `VITE_FIXED_OTP`) is a flag: any non-empty value turns
 * it on, so `1`, `true` and `123456` all mean "the code is 123456".
 */
export const FIXED_OTP_CODE = '123456';

const newCode = (fixed: string | undefined): string => {
  if (fixed?.trim()) return FIXED_OTP_CODE;
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(random % 10 ** OTP_LIMITS.codeLength).padStart(OTP_LIMITS.codeLength, '0');
};

/**
 * ensureUserAndDispatchOTP: refuses while a limit holds (OTP_SEND_LIMIT first, then
 * OTP_RESEND_TOO_SOON, each with retryAfterSeconds), else creates the user when new and issues a
 * code. `isExistingUser` is true for a user who has verified a code before.
 */
export function dispatchOtp(context: MockContext, rawPhone: string): OtpDispatchResult {
  const { state, now } = context;
  const phone = normalPhone(rawPhone);
  const { waitMs, limit } = sendWait(state, phone, now);
  if (limit === 'OTP_SEND_LIMIT') {
    throw apiError(
      'OTP_SEND_LIMIT',
      `Too many codes requested. Try again in ${waitText(waitMs)}.`,
      {
        retryAfterSeconds: Math.ceil(waitMs / 1000),
      },
    );
  }
  if (limit === 'OTP_RESEND_TOO_SOON') {
    throw apiError(
      'OTP_RESEND_TOO_SOON',
      `Please wait ${waitText(waitMs)} before requesting a new code.`,
      { retryAfterSeconds: Math.ceil(waitMs / 1000) },
    );
  }
  const existing = findUserByPhone(state, phone);
  const isExistingUser = existing?.phoneVerified === true;
  ensureUser(state, phone, now);
  const code = newCode(context.backend.config.fixedOtp);
  state.otps.set(phone, {
    phone,
    code,
    issuedAt: now,
    expiresAt: now + OTP_LIMITS.validForMs,
    attempts: 0,
    verified: false,
  });
  const sends = [...recentSends(state, phone, now), now];
  state.otpSends.set(phone, { phone, sentAt: sends });
  context.backend.onOtp(phone, code);
  return {
    isExistingUser,
    codeLength: OTP_LIMITS.codeLength,
    expiresInSeconds: OTP_LIMITS.validForMs / 1000,
    resendAfterSeconds: OTP_LIMITS.resendAfterMs / 1000,
    sendsLeft: OTP_LIMITS.maxSendsPerHour - sends.length,
  };
}

const retryExtensions = (context: MockContext, phone: string) => {
  const { waitMs } = sendWait(context.state, phone, context.now);
  return { waitMs, extensions: { retryAfterSeconds: Math.ceil(waitMs / 1000) } };
};

const whenText = (waitMs: number): string => (waitMs > 0 ? ` in ${waitText(waitMs)}` : '');

/**
 * verifyCustomOTP: a wrong code answers isVerified false with attemptsLeft; no live code
 * (OTP_NOT_REQUESTED), an expired one (OTP_EXPIRED) and a 6th attempt (OTP_ATTEMPTS_EXCEEDED,
 * even when right) are refused. A right code marks the phone verified and cannot be reused.
 */
export function verifyOtp(context: MockContext, rawPhone: string, otp: string): OtpVerifyResult {
  const { state, now } = context;
  const phone = normalPhone(rawPhone);
  if (!/^\d{6}$/.test(otp.trim())) throw badInput('Enter the 6-digit code.');
  const record = state.otps.get(phone);
  if (!record || record.verified) {
    throw fixedApiError('OTP_NOT_REQUESTED');
  }
  if (now >= record.expiresAt) {
    const { waitMs, extensions } = retryExtensions(context, phone);
    throw apiError(
      'OTP_EXPIRED',
      `This code has expired. Request a new code${whenText(waitMs)}.`,
      extensions,
    );
  }
  if (record.attempts >= OTP_LIMITS.maxAttempts) {
    const { waitMs, extensions } = retryExtensions(context, phone);
    throw apiError(
      'OTP_ATTEMPTS_EXCEEDED',
      `Too many incorrect attempts. Request a new code${whenText(waitMs)}.`,
      extensions,
    );
  }
  const attempts = record.attempts + 1;
  const attemptsLeft = OTP_LIMITS.maxAttempts - attempts;
  if (record.code !== otp.trim()) {
    state.otps.set(phone, { ...record, attempts });
    return {
      isVerified: false,
      attemptsLeft,
      message:
        attemptsLeft > 0
          ? `Incorrect code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
          : 'Incorrect code. No attempts left: please request a new code.',
    };
  }
  state.otps.set(phone, { ...record, attempts, verified: true });
  const user = findUserByPhone(state, phone);
  if (user) updateUserRecord(state, user, { phoneVerified: true });
  return { isVerified: true, attemptsLeft, message: null };
}

/**
 * For the Cognito mock's custom challenge: whether `code` is the phone's current code (verified
 * through verifyCustomOTP or not) and still within its 5 minutes.
 */
export function otpAnswerMatches(
  state: MockState,
  phone: string,
  code: string,
  now: number,
): boolean {
  const record: OtpRecord | undefined = state.otps.get(addPhonePrefix(removePhonePrefix(phone)));
  return record !== undefined && record.code === code.trim() && now < record.expiresAt;
}
