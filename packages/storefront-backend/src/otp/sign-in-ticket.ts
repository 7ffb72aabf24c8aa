import { toHex } from '../crypto/encoding.js';

/** How long a sign-in ticket may be handed to the user pool after verifyCustomOTP answered it. */
export const SIGN_IN_TICKET_TTL_MS = 3 * 60_000;

/**
 * A new single-use sign-in ticket: 64 hex digits (256 bits) from `crypto.getRandomValues`.
 * verifyCustomOTP answers it when the code is right, and storage keeps only its hash in place of
 * the code; the user pool's RespondToAuthChallenge takes it as the answer (once). A guess at it
 * is hopeless, and its attempts are capped like a code's all the same.
 *
 * @example
 * newSignInTicket(); // '9f0c…' (64 hex digits)
 */
export function newSignInTicket(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(32)));
}
