import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from '../crypto/encoding.js';

/** How long a custom challenge may be answered. */
export const CHALLENGE_TTL_MS = 3 * 60_000;

/**
 * What a custom challenge's `Session` carries between InitiateAuth and RespondToAuthChallenge:
 * the phone, the user id the sign-in is for (chosen before a new user exists, so the challenge
 * can name it), and when the challenge ends. It is stateless, so any server process can answer
 * it; it grants nothing by itself: the one-time code is the secret, and the answer is checked
 * against the phone's stored code, then against the user that phone has.
 *
 * @example
 * const session: ChallengeSession = { phone: '+919876543210', userId: 'u1', expiresAt: now + CHALLENGE_TTL_MS, nonce: 'n' };
 */
export interface ChallengeSession {
  readonly phone: string;
  readonly userId: string;
  readonly expiresAt: number;
  readonly nonce: string;
}

/**
 * The session as the opaque string Amplify sends back.
 *
 * @example
 * const session = encodeChallengeSession({ phone, userId, expiresAt, nonce: ids.uuid() });
 */
export function encodeChallengeSession(session: ChallengeSession): string {
  return toBase64Url(utf8(JSON.stringify(session)));
}

/**
 * The session a string carries, or null when it is not one.
 *
 * @example
 * decodeChallengeSession('not a session'); // null
 */
export function decodeChallengeSession(raw: string): ChallengeSession | null {
  const bytes = fromBase64Url(raw);
  if (!bytes || bytes.length === 0) return null;
  try {
    const value: unknown = JSON.parse(fromUtf8(bytes));
    if (typeof value !== 'object' || value === null) return null;
    const field = (key: string): unknown => Reflect.get(value, key);
    const [phone, userId, expiresAt, nonce] = ['phone', 'userId', 'expiresAt', 'nonce'].map(field);
    if (typeof phone !== 'string' || typeof userId !== 'string' || userId === '') return null;
    if (typeof expiresAt !== 'number' || typeof nonce !== 'string') return null;
    return { phone, userId, expiresAt, nonce };
  } catch {
    return null;
  }
}
