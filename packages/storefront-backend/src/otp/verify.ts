import type { OtpVerifyResult } from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { badInput } from '../errors.js';
import { verifiedUser } from '../users/verified-user.js';
import { checkOtp } from './check.js';
import { otpPhone } from './phone.js';
import { newSignInTicket } from './sign-in-ticket.js';

/**
 * verifyCustomOTP: a wrong code answers isVerified false with the tries left and a message; no
 * live code, an expired one and a sixth try are refused (see `checkOtp`). A right code creates
 * the user when new (or marks the phone verified) and becomes a single-use sign-in ticket,
 * answered as `signInTicket`: the user pool's RespondToAuthChallenge takes the ticket (not the
 * code, which no longer works) within 3 minutes, once, its attempts capped like the code's.
 * Another verifyCustomOTP answers OTP_NOT_REQUESTED.
 *
 * @example
 * const result = await verifyOtp(deps, now, '9876543210', '042917');
 * result.signInTicket; // '9f0c…': the challenge answer
 */
export async function verifyOtp(
  deps: BackendDeps,
  now: number,
  rawPhone: string,
  otp: string,
): Promise<OtpVerifyResult> {
  const phone = otpPhone(rawPhone);
  if (!/^\d{6}$/.test(otp.trim())) throw badInput('Enter the 6-digit code.');
  const ticket = newSignInTicket();
  const check = await checkOtp(deps, now, phone, otp, ticket);
  if (!check.verified) {
    return {
      isVerified: false,
      attemptsLeft: check.attemptsLeft,
      message: check.message,
      signInTicket: null,
    };
  }
  await verifiedUser(deps, phone, now);
  return {
    isVerified: true,
    attemptsLeft: check.attemptsLeft,
    message: null,
    signInTicket: ticket,
  };
}
