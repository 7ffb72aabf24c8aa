import { addPhonePrefix, isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { requestBody, text, type RequestBody } from './body.js';
import { CHALLENGE_TTL_MS, encodeChallengeSession } from './challenge-session.js';
import { checkClient } from './client.js';
import { CognitoError, notAuthorized } from './cognito-error.js';

/**
 * Refuses a disabled user.
 *
 * @example
 * activeUser(user); // the user, or NotAuthorizedException 'User is disabled.'
 */
export function activeUser(user: UserRecord): UserRecord {
  if (!user.isActive) throw notAuthorized('User is disabled.');
  return user;
}

/**
 * A CUSTOM_CHALLENGE for the phone: `ChallengeParameters.USERNAME` is the user's id (a new
 * id for a phone with no user yet: the user is created when the code is verified), with extra
 * parameters (the message and tries left after a wrong answer).
 *
 * @example
 * const answer = challenge(deps, '+919876543210', 'u1', now);
 */
export function challenge(
  deps: BackendDeps,
  phone: string,
  userId: string,
  now: number,
  extra: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const session = { phone, userId, expiresAt: now + CHALLENGE_TTL_MS, nonce: deps.ids.uuid() };
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: encodeChallengeSession(session),
    ChallengeParameters: { USERNAME: userId, ...extra },
  };
}

/** The phone and user a USERNAME names: a phone (with or without its user yet), or a user id. */
async function signInTarget(
  deps: BackendDeps,
  username: string,
): Promise<{ phone: string; user: UserRecord | null }> {
  const { users } = deps.storage.repos;
  if (isValidPhone(username)) {
    const phone = addPhonePrefix(removePhonePrefix(username));
    return { phone, user: await users.byPhone(phone) };
  }
  const user = username ? await users.byId(username) : null;
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.');
  return { phone: user.phone, user };
}

/**
 * InitiateAuth with AuthFlow CUSTOM_AUTH (the only flow enabled): answers a custom challenge
 * whose answer is the phone's one-time code.
 *
 * @example
 * await initiateAuth(deps, { AuthFlow: 'CUSTOM_AUTH', ClientId, AuthParameters: { USERNAME: '+919876543210' } }, now);
 */
export async function initiateAuth(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<Record<string, unknown>> {
  checkClient(deps, body);
  const flow = text(body['AuthFlow']);
  if (flow !== 'CUSTOM_AUTH') {
    throw new CognitoError(
      'InvalidParameterException',
      `${flow || 'AuthFlow'} is not enabled for the client.`,
    );
  }
  const username = text(requestBody(body['AuthParameters'])['USERNAME']);
  const { phone, user } = await signInTarget(deps, username);
  const userId = user ? activeUser(user).id : deps.ids.uuid();
  return challenge(deps, phone, userId, now);
}
