import type { OtpVerifyResult } from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { badInput } from '../errors.js';
import { verifiedUser } from '../users/verified-user.js';
import { checkOtp } from './check.js';
import { otpPhone } from './phone.js';

/**
 * verifyCustomOTP: a wrong code answers isVerified false with the tries left and a message; no
 * live code, an expired one and a sixth try are refused (see `checkOtp`). A right code creates
 * the user when new (or marks the phone verified) and is marked verified, not used up: the user
 * pool's sign-in that follows (RespondToAuthChallenge with the same code) uses it, once. Another
 * verifyCustomOTP with it answers OTP_NOT_REQUESTED.
 *
 * @example
 * const result = await verifyOtp(deps, now, '9876543210', '042917');
 * result.isVerified; // true
 */
export async function verifyOtp(
  deps: BackendDeps,
  now: number,
  rawPhone: string,
  otp: string,
): Promise<OtpVerifyResult> {
  const phone = otpPhone(rawPhone);
  if (!/^\d{6}$/.test(otp.trim())) throw badInput('Enter the 6-digit code.');
  const check = await checkOtp(deps, now, phone, otp, { consume: false });
  if (!check.verified) {
    return { isVerified: false, attemptsLeft: check.attemptsLeft, message: check.message };
  }
  await verifiedUser(deps, phone, now);
  return { isVerified: true, attemptsLeft: check.attemptsLeft, message: null };
}
