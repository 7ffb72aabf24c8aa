import type { RefreshTokenRecord } from './records.js';

/**
 * Sign-in sessions, one refresh token each, stored by hash (unique) with their session id
 * (`jti`, unique). Each method is one atomic operation.
 *
 * @example
 * const session = await repos.refreshTokens.use(await signer.hashRefreshToken(token), now);
 * if (!session) throw denied('Refresh Token has been revoked');
 */
export interface RefreshTokensRepository {
  insert(token: RefreshTokenRecord): Promise<void>;
  /** The session of a live token (known, not revoked, `now` before `expiresAt`), else null. */
  use(hash: string, now: number): Promise<RefreshTokenRecord | null>;
  /** Whether the session with this id is live (what `origin_jti` in an access token names). */
  sessionLive(jti: string, now: number): Promise<boolean>;
  /** Revokes one session; false when the token is unknown. */
  revoke(hash: string): Promise<boolean>;
  /** Revokes every session of the user (global sign-out); answers how many were not yet revoked. */
  revokeAllForUser(userId: string): Promise<number>;
}
