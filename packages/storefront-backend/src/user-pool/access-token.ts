import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { text, type RequestBody } from './body.js';
import { CognitoError, notAuthorized } from './cognito-error.js';
import { activeUser } from './initiate-auth.js';

/**
 * The user behind the body's `AccessToken`: a token this pool signed (signature, expiry, issuer,
 * client id and token use verified) whose sign-in session is still live. Anything else is
 * NotAuthorizedException.
 *
 * @example
 * const user = await accessTokenUser(deps, { AccessToken }, now);
 */
export async function accessTokenUser(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<UserRecord> {
  const claims = await deps.tokens.verifier.verify(text(body['AccessToken']), 'access');
  if (!claims) throw notAuthorized('Invalid Access Token');
  const { repos } = deps.storage;
  if (!(await repos.refreshTokens.sessionLive(claims.originJti, now))) {
    throw notAuthorized('Access Token has been revoked');
  }
  const user = await repos.users.byId(claims.sub);
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return activeUser(user);
}

/**
 * GlobalSignOut: ends every sign-in session of the access token's user.
 *
 * @example
 * await globalSignOut(deps, { AccessToken }, now); // {}
 */
export async function globalSignOut(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<Record<string, unknown>> {
  const user = await accessTokenUser(deps, body, now);
  await deps.storage.repos.refreshTokens.revokeAllForUser(user.id);
  return {};
}

/**
 * GetUser: the access token's user and their attributes, as Cognito lists them.
 *
 * @example
 * await getPoolUser(deps, { AccessToken }, now); // { Username: 'u1', UserAttributes: [{ Name: 'sub', Value: 'u1' }, …] }
 */
export async function getPoolUser(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<Record<string, unknown>> {
  const user = await accessTokenUser(deps, body, now);
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
