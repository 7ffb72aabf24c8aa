import { apiErrorMessages } from '@haat/storefront-api/errors';
import type { GraphQLError } from 'graphql';
import type { BackendDeps } from '../deps.js';
import { apiError } from '../errors.js';
import { hashOtpCode } from './code.js';
import { OTP_LIMITS, waitText } from './limits.js';
import { SIGN_IN_TICKET_TTL_MS } from './sign-in-ticket.js';

/**
 * The outcome of an entered code the shopper may retry: right, or wrong with the tries left and
 * the message to show.
 *
 * @example
 * const wrong: OtpCheck = { verified: false, attemptsLeft: 4, message: 'Incorrect code. 4 attempts left.' };
 */
export type OtpCheck =
  | { readonly verified: true; readonly attemptsLeft: number }
  | { readonly verified: false; readonly attemptsLeft: number; readonly message: string };

const wrongMessage = (attemptsLeft: number): string =>
  attemptsLeft > 0
    ? `Incorrect code. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
    : 'Incorrect code. No attempts left: please request a new code.';

/** A refusal that tells when a new code may be requested (now, or in …). */
async function requestAgain(
  deps: BackendDeps,
  phone: string,
  now: number,
  code: 'OTP_EXPIRED' | 'OTP_ATTEMPTS_EXCEEDED',
  lead: string,
): Promise<GraphQLError> {
  const waitMs = await deps.storage.repos.otp.sendWait(phone, now, OTP_LIMITS);
  const when = waitMs > 0 ? ` in ${waitText(waitMs)}` : '';
  return apiError(code, `${lead} Request a new code${when}.`, {
    retryAfterSeconds: Math.ceil(waitMs / 1000),
  });
}

/**
 * Checks an answer entered for a (normalised) phone, in one atomic storage step: a code, or the
 * sign-in ticket a verified code became. With `ticket` (verifyCustomOTP), a right code is
 * replaced by that ticket (stored hashed, valid {@link SIGN_IN_TICKET_TTL_MS}); without it (the
 * user pool's sign-in) a right answer ends the code, so a code or ticket signs in at most once.
 * No live code (OTP_NOT_REQUESTED), an expired one (OTP_EXPIRED) and a try past the fifth on a
 * code or on its ticket (OTP_ATTEMPTS_EXCEEDED, even when right) are refused as errors; a wrong
 * answer answers the tries left.
 *
 * @example
 * const check = await checkOtp(deps, now, '+919876543210', '042917', newSignInTicket());
 */
export async function checkOtp(
  deps: BackendDeps,
  now: number,
  phone: string,
  answer: string,
  ticket?: string,
): Promise<OtpCheck> {
  const hash = (text: string) => hashOtpCode(deps.settings.otpSecret, phone, text);
  const outcome = await deps.storage.repos.otp.attempt({
    phone,
    codeHash: await hash(answer.trim()),
    now,
    maxAttempts: OTP_LIMITS.maxAttempts,
    ticket:
      ticket === undefined
        ? undefined
        : { hash: await hash(ticket), validForMs: SIGN_IN_TICKET_TTL_MS },
  });
  switch (outcome.status) {
    case 'verified':
      return { verified: true, attemptsLeft: outcome.attemptsLeft };
    case 'wrong':
      return {
        verified: false,
        attemptsLeft: outcome.attemptsLeft,
        message: wrongMessage(outcome.attemptsLeft),
      };
    case 'not-requested':
      throw apiError('OTP_NOT_REQUESTED', apiErrorMessages.OTP_NOT_REQUESTED);
    case 'expired':
      throw await requestAgain(deps, phone, now, 'OTP_EXPIRED', 'This code has expired.');
    case 'attempts-exceeded':
      throw await requestAgain(
        deps,
        phone,
        now,
        'OTP_ATTEMPTS_EXCEEDED',
        'Too many incorrect attempts.',
      );
  }
}
