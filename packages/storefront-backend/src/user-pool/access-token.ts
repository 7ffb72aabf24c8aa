import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { text, type RequestBody } from './body.js';
import { CognitoError, notAuthorized } from './cognito-error.js';
import { activeUser } from './initiate-auth.js';
import { forgetLiveSessions, liveClaims } from './live-claims.js';

/**
 * The user behind the body's `AccessToken`: a token of a live session of an active user
 * (`liveClaims`). A token the verifier refuses is 'Invalid Access Token'; one whose session
 * ended or whose user is disabled, 'Access Token has been revoked' (NotAuthorizedException).
 *
 * @example
 * const user = await accessTokenUser(deps, { AccessToken });
 */
export async function accessTokenUser(deps: BackendDeps, body: RequestBody): Promise<UserRecord> {
  const token = text(body['AccessToken']);
  const claims = await liveClaims(deps, token, 'access');
  if (!claims) {
    const genuine = await deps.tokens.verifier.verify(token, 'access');
    throw notAuthorized(genuine ? 'Access Token has been revoked' : 'Invalid Access Token');
  }
  const user = await deps.storage.repos.users.byId(claims.sub);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return activeUser(user);
}

/**
 * GlobalSignOut: ends every sign-in session of the access token's user; their tokens are refused
 * at once in this process and within `LIVE_CLAIMS_TTL_MS` in others.
 *
 * @example
 * await globalSignOut(deps, { AccessToken }); // {}
 */
export async function globalSignOut(
  deps: BackendDeps,
  body: RequestBody,
): Promise<Record<string, unknown>> {
  const user = await accessTokenUser(deps, body);
  await deps.storage.repos.refreshTokens.revokeAllForUser(user.id);
  forgetLiveSessions(deps);
  return {};
}

/**
 * GetUser: the access token's user and their attributes, as Cognito lists them.
 *
 * @example
 * await getPoolUser(deps, { AccessToken }); // { Username: 'u1', UserAttributes: [{ Name: 'sub', Value: 'u1' }, …] }
 */
export async function getPoolUser(
  deps: BackendDeps,
  body: RequestBody,
): Promise<Record<string, unknown>> {
  const user = await accessTokenUser(deps, body);
  const attribute = (Name: string, Value: string | null) => (Value ? [{ Name, Value }] : []);
  return {
    Username: user.id,
    UserAttributes: [
      ...attribute('sub', user.id),
      ...attribute('phone_number', user.phone),
      ...attribute('phone_number_verified', String(user.phoneVerified)),
      ...attribute('given_name', user.firstName),
      ...attribute('family_name', user.lastName),
      ...attribute('email', user.email),
    ],
  };
}
