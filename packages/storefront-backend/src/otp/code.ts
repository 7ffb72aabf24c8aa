import { toHex } from '../crypto/encoding.js';
import { hmacSha256, hmacSha256Key } from '../crypto/hmac.js';
import { OTP_LIMITS } from './limits.js';

const RANGE = 10 ** OTP_LIMITS.codeLength;
/** The largest multiple of RANGE a Uint32 reaches: draws at or above it are redrawn (no bias). */
const UNBIASED_LIMIT = Math.floor(2 ** 32 / RANGE) * RANGE;

/**
 * A new one-time code: the host's fixed code when set (demos and tests), else 6 digits from
 * `crypto.getRandomValues`, uniformly distributed.
 *
 * @example
 * newOtpCode(null); // '042917'
 * newOtpCode('123456'); // '123456'
 */
export function newOtpCode(fixedOtp: string | null): string {
  if (fixedOtp) return fixedOtp;
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    const value = draw[0] ?? UNBIASED_LIMIT;
    if (value < UNBIASED_LIMIT) {
      return String(value % RANGE).padStart(OTP_LIMITS.codeLength, '0');
    }
  }
}

/**
 * What storage keeps instead of a code: the HMAC-SHA256 (WebCrypto) of the phone and the code
 * under the host's `otpSecret`. Six digits are only a million guesses, so a plain hash of a
 * leaked row would give its code away in a second; without the secret (which never enters the
 * database) it names nothing, and one phone's hash matches no other phone's.
 *
 * @example
 * await hashOtpCode('server-secret', '+919876543210', '042917'); // '5f1c…' (64 hex digits)
 */
export async function hashOtpCode(secret: string, phone: string, code: string): Promise<string> {
  return toHex(await hmacSha256(await hmacSha256Key(secret), `haat-otp:${phone}:${code}`));
}
