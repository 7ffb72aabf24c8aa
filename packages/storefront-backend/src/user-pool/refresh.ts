import type { BackendDeps } from '../deps.js';
import { newRefreshToken } from '../tokens/refresh-token.js';
import { text, type RequestBody } from './body.js';
import { checkClient } from './client.js';
import { CognitoError, notAuthorized } from './cognito-error.js';
import { activeUser } from './initiate-auth.js';
import { forgetLiveSessions } from './live-claims.js';

/**
 * How long after a refresh the refresh token it replaced is still taken: two tabs of one browser
 * share Amplify's stored tokens and may refresh at once with the same one. Past this, using a
 * replaced token is a reuse: someone holds a copy, and the whole session is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * GetTokensFromRefreshToken, with refresh token rotation: new ID and access tokens and a new
 * refresh token for a live one (stored by its hash, not revoked, session not ended); the token
 * presented is retired. Presenting a retired token again (after {@link REFRESH_REUSE_GRACE_MS})
 * revokes the session, so a stolen copy and the shopper's own both stop working (the standard
 * reuse detection). An unknown, revoked, expired or reused one is refused with
 * NotAuthorizedException 'Refresh Token has been revoked', which makes Amplify sign out; a
 * disabled user with 'User is disabled.'. Amplify 6 keeps the answer's `RefreshToken` (and the
 * old one only when the answer has none).
 *
 * @example
 * await refreshTokens(deps, { ClientId, RefreshToken }, now); // { AuthenticationResult: { IdToken, …, RefreshToken } }
 */
export async function refreshTokens(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<Record<string, unknown>> {
  checkClient(deps, body);
  const { repos } = deps.storage;
  const { signer } = deps.tokens;
  const next = newRefreshToken(deps.ids);
  const rotated = await repos.refreshTokens.rotate({
    hash: await signer.hashRefreshToken(text(body['RefreshToken'])),
    nextHash: await signer.hashRefreshToken(next),
    now,
    graceMs: REFRESH_REUSE_GRACE_MS,
  });
  if (rotated.status === 'reused') forgetLiveSessions(deps);
  if (rotated.status !== 'rotated') throw notAuthorized('Refresh Token has been revoked');
  const { session } = rotated;
  const user = await repos.users.byId(session.userId);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  const tokens = await signer.refresh(
    { userId: user.id, phone: activeUser(user).phone },
    { jti: session.jti, signedInAt: session.createdAt },
    now,
  );
  return {
    AuthenticationResult: {
      IdToken: tokens.idToken,
      AccessToken: tokens.accessToken,
      ExpiresIn: tokens.expiresInSeconds,
      TokenType: 'Bearer',
      RefreshToken: next,
    },
  };
}

/**
 * RevokeToken (Amplify's sign-out): the session of the refresh token (current or retired) ends;
 * its ID and access tokens are refused from then on (at once in this process, within
 * `LIVE_CLAIMS_TTL_MS` in others). An unknown token is answered the same (nothing to revoke).
 *
 * @example
 * await revokeToken(deps, { ClientId, Token: refreshToken }); // {}
 */
export async function revokeToken(
  deps: BackendDeps,
  body: RequestBody,
): Promise<Record<string, unknown>> {
  checkClient(deps, body);
  const revoked = await deps.storage.repos.refreshTokens.revoke(
    await deps.tokens.signer.hashRefreshToken(text(body['Token'])),
  );
  if (revoked) forgetLiveSessions(deps);
  return {};
}
