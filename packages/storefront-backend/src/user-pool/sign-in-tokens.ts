import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import type { SignInTokens } from '../ports/tokens.js';

/** How long a refresh token (a sign-in session) lives: 30 days, Cognito's default. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/**
 * A new sign-in session for the user: ID, access and refresh tokens, the refresh token stored by
 * its hash (the session's row: revocable, and what `liveClaims` checks the tokens against).
 * Hosts' tests sign shoppers in with it.
 *
 * @example
 * const { idToken } = await startSession(deps, user, now);
 */
export async function startSession(
  deps: BackendDeps,
  user: UserRecord,
  now: number,
): Promise<SignInTokens> {
  const tokens = await deps.tokens.signer.signIn({ userId: user.id, phone: user.phone }, now);
  await deps.storage.repos.refreshTokens.insert({
    hash: tokens.refreshTokenHash,
    jti: tokens.session.jti,
    userId: user.id,
    createdAt: now,
    expiresAt: now + REFRESH_TOKEN_TTL_MS,
    revoked: false,
    retiredAt: null,
  });
  return tokens;
}

/**
 * A new sign-in session for the user ({@link startSession}), answered as Cognito's
 * AuthenticationResult.
 *
 * @example
 * const answer = await signedIn(deps, user, now); // { ChallengeParameters: {}, AuthenticationResult: … }
 */
export async function signedIn(
  deps: BackendDeps,
  user: UserRecord,
  now: number,
): Promise<Record<string, unknown>> {
  const tokens = await startSession(deps, user, now);
  return {
    ChallengeParameters: {},
    AuthenticationResult: {
      IdToken: tokens.idToken,
      AccessToken: tokens.accessToken,
      ExpiresIn: tokens.expiresInSeconds,
      TokenType: 'Bearer',
      RefreshToken: tokens.refreshToken,
    },
  };
}
