import type { RefreshTokenRecord } from './records.js';

/**
 * A refresh: the token presented (its hash), the hash of the token that replaces it, the time,
 * and how long a retired token is still taken (two tabs of one browser refreshing at once with
 * the token they share).
 *
 * @example
 * const rotation: RefreshRotation = { hash, nextHash, now, graceMs: 30_000 };
 */
export interface RefreshRotation {
  readonly hash: string;
  readonly nextHash: string;
  readonly now: number;
  readonly graceMs: number;
}

/**
 * What a refresh found: the token was live (or retired within the grace period) and is now
 * replaced by `nextHash` in the same session (`session`: the new row); or it was retired earlier
 * than that, a reuse that reveals a copied token, so the whole session was revoked in the same
 * step; or it is unknown, revoked or past the session's end.
 *
 * @example
 * const outcome: RefreshRotationOutcome = { status: 'reused' };
 */
export type RefreshRotationOutcome =
  | { readonly status: 'rotated'; readonly session: RefreshTokenRecord }
  | { readonly status: 'reused' }
  | { readonly status: 'unknown' };

/**
 * Sign-in sessions (`jti`), each with its refresh tokens stored by hash (unique). Each method is
 * one atomic operation. SQL: `refresh_tokens(hash PRIMARY KEY, jti, user_id, created_at,
 * expires_at, revoked, retired_at)` indexed on `jti` and `user_id`; `rotate` locks the presented
 * row (`SELECT … FOR UPDATE`) and decides, so of concurrent refreshes with one token each sees
 * the one before it.
 *
 * @example
 * const outcome = await repos.refreshTokens.rotate({ hash, nextHash, now, graceMs: 30_000 });
 * if (outcome.status !== 'rotated') throw denied('Refresh Token has been revoked');
 */
export interface RefreshTokensRepository {
  /** A new session's first refresh token (sign-in). */
  insert(token: RefreshTokenRecord): Promise<void>;
  /**
   * Refresh token rotation with reuse detection: a live token (known, session not revoked, `now`
   * before `expiresAt`, not retired) is retired at `now` and a row for `nextHash` added to its
   * session (same jti, user, sign-in time and end); so is a token retired less than `graceMs`
   * ago. A token retired longer ago revokes its whole session (`reused`).
   */
  rotate(rotation: RefreshRotation): Promise<RefreshRotationOutcome>;
  /**
   * Whether the session with this id is live: known, not revoked, `now` before its end (what
   * `origin_jti` in an ID or access token names).
   */
  sessionLive(jti: string, now: number): Promise<boolean>;
  /** Revokes the session a token (current or retired) belongs to; false when it is unknown. */
  revoke(hash: string): Promise<boolean>;
  /**
   * Revokes every session of the user (global sign-out, a disabled user); answers how many
   * sessions were not yet revoked.
   */
  revokeAllForUser(userId: string): Promise<number>;
}
