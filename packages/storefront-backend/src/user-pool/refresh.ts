import type { BackendDeps } from '../deps.js';
import { text, type RequestBody } from './body.js';
import { checkClient } from './client.js';
import { CognitoError, notAuthorized } from './cognito-error.js';
import { activeUser } from './initiate-auth.js';

/**
 * GetTokensFromRefreshToken: new ID and access tokens for a live refresh token (stored by its
 * hash, not revoked, not expired). An unknown, revoked or expired one is refused with
 * NotAuthorizedException 'Refresh Token has been revoked', which makes Amplify sign out.
 *
 * @example
 * await refreshTokens(deps, { ClientId, RefreshToken }, now); // { AuthenticationResult: { IdToken, … } }
 */
export async function refreshTokens(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<Record<string, unknown>> {
  checkClient(deps, body);
  const { repos } = deps.storage;
  const hash = await deps.tokens.signer.hashRefreshToken(text(body['RefreshToken']));
  const session = await repos.refreshTokens.use(hash, now);
  if (!session) throw notAuthorized('Refresh Token has been revoked');
  const user = await repos.users.byId(session.userId);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  const tokens = await deps.tokens.signer.refresh(
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
    },
  };
}

/**
 * RevokeToken (Amplify's sign-out): the refresh token's session ends; its access tokens are
 * refused from then on. An unknown token is answered the same (nothing to revoke).
 *
 * @example
 * await revokeToken(deps, { ClientId, Token: refreshToken }); // {}
 */
export async function revokeToken(
  deps: BackendDeps,
  body: RequestBody,
): Promise<Record<string, unknown>> {
  checkClient(deps, body);
  await deps.storage.repos.refreshTokens.revoke(
    await deps.tokens.signer.hashRefreshToken(text(body['Token'])),
  );
  return {};
}
