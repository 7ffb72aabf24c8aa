import { addPhonePrefix, isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import type { BackendDeps } from '../deps.js';
import type { UserRecord } from '../ports/storage/records.js';
import { requestBody, text, type RequestBody } from './body.js';
import { CHALLENGE_TTL_MS, sealChallengeSession } from './challenge-session.js';
import { checkClient } from './client.js';
import { CognitoError, notAuthorized } from './cognito-error.js';
import { throttle } from './throttle.js';

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
 * A CUSTOM_CHALLENGE for the phone: `ChallengeParameters.USERNAME` is the phone itself (`+91`
 * and 10 digits), whether or not it has an account, so the answer tells nothing about
 * accounts; `Session` is sealed (see `sealChallengeSession`) and ends in 3 minutes by the
 * server's clock. `extra` adds parameters (the message and tries left after a wrong answer).
 *
 * @example
 * const answer = await challenge(deps, '+919876543210', now);
 */
export async function challenge(
  deps: BackendDeps,
  phone: string,
  now: number,
  extra: Readonly<Record<string, string>> = {},
): Promise<Record<string, unknown>> {
  const session = { phone, expiresAt: now + CHALLENGE_TTL_MS };
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: await sealChallengeSession(deps.settings.otpSecret, session),
    ChallengeParameters: { USERNAME: phone, ...extra },
  };
}

/**
 * InitiateAuth with AuthFlow CUSTOM_AUTH (the only flow enabled): USERNAME must be a phone (10
 * digits, `+91` optional); anything else, a user id included, is refused alike
 * (InvalidParameterException). Counted per phone (`sign-in-phone`). The answer is a custom
 * challenge whose answer is the phone's one-time code or its sign-in ticket, the same for a
 * phone with an account, without one, or of a disabled user: no storage is read, so nothing
 * about accounts can be learnt here (a disabled user is refused once the code is proven).
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
  if (!isValidPhone(username)) {
    throw new CognitoError(
      'InvalidParameterException',
      'USERNAME must be a 10-digit phone number (+91 optional).',
    );
  }
  const phone = addPhonePrefix(removePhonePrefix(username));
  await throttle(deps, 'sign-in-phone', phone, now);
  return challenge(deps, phone, now);
}
