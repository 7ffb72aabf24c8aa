import type { OtpDispatchResult } from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { apiError } from '../errors.js';
import { observe } from '../events.js';
import { hashOtpCode, newOtpCode } from './code.js';
import { OTP_LIMITS, waitText } from './limits.js';
import { otpPhone } from './phone.js';
import { spendSmsBudget } from './sms-budget.js';

/**
 * ensureUserAndDispatchOTP: issues a code to the phone and sends it by SMS, unless a limit holds
 * (OTP_SEND_LIMIT first, then OTP_RESEND_TOO_SOON, each with `retryAfterSeconds`). The limits are
 * counted by storage in the same step that stores the code's hash. A code that passes them is
 * then counted against the shop's hourly SMS budget (`spendSmsBudget`); past it the code is not
 * sent: RATE_LIMITED "We cannot send more codes right now. Please try again in 12 minutes." Asking for a code creates no
 * user: the record is created when a code is verified. `isExistingUser` is true for a user who
 * has verified a code before.
 *
 * @example
 * const sent = await dispatchOtp(deps, clock.now(), '9876543210');
 * sent.sendsLeft; // 4
 */
export async function dispatchOtp(
  deps: BackendDeps,
  now: number,
  rawPhone: string,
): Promise<OtpDispatchResult> {
  const phone = otpPhone(rawPhone);
  const { repos } = deps.storage;
  const code = newOtpCode(deps.settings.fixedOtp);
  const outcome = await repos.otp.issue({
    phone,
    codeHash: await hashOtpCode(deps.settings.otpSecret, phone, code),
    now,
    validForMs: OTP_LIMITS.validForMs,
    resendAfterMs: OTP_LIMITS.resendAfterMs,
    maxSendsPerHour: OTP_LIMITS.maxSendsPerHour,
  });
  if (outcome.status === 'refused') {
    observe(deps, { type: 'otp-refused', reason: outcome.reason });
    const wait = waitText(outcome.retryAfterMs);
    const extensions = { retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000) };
    throw outcome.reason === 'SEND_LIMIT'
      ? apiError('OTP_SEND_LIMIT', `Too many codes requested. Try again in ${wait}.`, extensions)
      : apiError(
          'OTP_RESEND_TOO_SOON',
          `Please wait ${wait} before requesting a new code.`,
          extensions,
        );
  }
  const budget = await spendSmsBudget(deps, now);
  if (!budget.allowed) {
    throw apiError(
      'RATE_LIMITED',
      `We cannot send more codes right now. Please try again in ${waitText(budget.retryAfterMs)}.`,
      { retryAfterSeconds: Math.ceil(budget.retryAfterMs / 1000) },
    );
  }
  const existing = await repos.users.byPhone(phone);
  await deps.sms.sendOtp(phone, code);
  observe(deps, { type: 'otp-sent' });
  return {
    isExistingUser: existing?.phoneVerified === true,
    codeLength: OTP_LIMITS.codeLength,
    expiresInSeconds: OTP_LIMITS.validForMs / 1000,
    resendAfterSeconds: OTP_LIMITS.resendAfterMs / 1000,
    sendsLeft: outcome.sendsLeft,
  };
}
