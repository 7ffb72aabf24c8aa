import { openJson, sealingKey, sealJson } from '../crypto/seal.js';

/** How long a custom challenge may be answered. */
export const CHALLENGE_TTL_MS = 3 * 60_000;

/** Keeps the challenge key apart from every other key derived from the same host secret. */
const PURPOSE = 'haat-user-pool-challenge-session-v1';

/**
 * What a custom challenge's `Session` carries between InitiateAuth and RespondToAuthChallenge:
 * the (normalised) phone and when the challenge ends, by the server's clock. It is sealed with a
 * key derived from the host's secret (AES-GCM, see `sealJson`), so any server process of the shop
 * can answer it, while a client can neither read it nor forge or edit one (another phone, a later
 * end). It grants nothing by itself: the answer (a one-time code or a sign-in ticket) is checked
 * against the phone's stored code, and the user is the one that phone has, or a new one.
 *
 * @example
 * const session: ChallengeSession = { phone: '+919876543210', expiresAt: now + CHALLENGE_TTL_MS };
 */
export interface ChallengeSession {
  readonly phone: string;
  readonly expiresAt: number;
}

/**
 * The session as the opaque string Amplify sends back (a fresh random nonce each time, so two
 * sessions for one phone differ).
 *
 * @example
 * const session = await sealChallengeSession(settings.otpSecret, { phone, expiresAt });
 */
export async function sealChallengeSession(
  secret: string,
  session: ChallengeSession,
): Promise<string> {
  return sealJson(await sealingKey(secret, PURPOSE), [session.phone, session.expiresAt]);
}

/**
 * The session a string carries while it is live at `now`, or null: not sealed with this secret
 * (forged, edited, another shop's), or ended.
 *
 * @example
 * await openChallengeSession(settings.otpSecret, 'forged', now); // null
 */
export async function openChallengeSession(
  secret: string,
  raw: string,
  now: number,
): Promise<ChallengeSession | null> {
  const value = await openJson(await sealingKey(secret, PURPOSE), raw);
  if (!Array.isArray(value) || value.length !== 2) return null;
  const phone: unknown = value[0];
  const expiresAt: unknown = value[1];
  if (typeof phone !== 'string' || typeof expiresAt !== 'number') return null;
  return now < expiresAt ? { phone, expiresAt } : null;
}
