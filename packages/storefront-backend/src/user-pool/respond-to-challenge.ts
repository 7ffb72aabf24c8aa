import { GraphQLError } from 'graphql';
import type { BackendDeps } from '../deps.js';
import { checkOtp, type OtpCheck } from '../otp/check.js';
import { verifiedUser } from '../users/verified-user.js';
import { requestBody, text, type RequestBody } from './body.js';
import { decodeChallengeSession, type ChallengeSession } from './challenge-session.js';
import { checkClient } from './client.js';
import { notAuthorized } from './cognito-error.js';
import { activeUser, challenge } from './initiate-auth.js';
import { signedIn } from './sign-in-tokens.js';

const expiredSession = () => notAuthorized('Invalid session for the user, session is expired.');

/** Refuses a session whose user id belongs to someone else than the phone's user. */
async function checkSessionUser(deps: BackendDeps, session: ChallengeSession): Promise<void> {
  const { users } = deps.storage.repos;
  const [byPhone, byId] = await Promise.all([
    users.byPhone(session.phone),
    users.byId(session.userId),
  ]);
  if (byPhone ? byPhone.id !== session.userId : byId !== null) throw expiredSession();
  if (byPhone) activeUser(byPhone);
}

/** The code checked and used up (a code signs in once); OTP refusals become NotAuthorized. */
async function useCode(
  deps: BackendDeps,
  phone: string,
  answer: string,
  now: number,
): Promise<OtpCheck> {
  try {
    return await checkOtp(deps, now, phone, answer, { consume: true });
  } catch (error) {
    if (error instanceof GraphQLError) throw notAuthorized(error.message);
    throw error;
  }
}

/**
 * RespondToAuthChallenge (CUSTOM_CHALLENGE, `{ USERNAME, ANSWER }`): the answer is checked
 * against the phone's one-time code and uses it up, whether or not verifyCustomOTP verified it
 * before, so a code signs in at most once and a replay is refused. A right code creates the user
 * when new and signs in; a wrong one answers a new challenge with the message and the tries
 * left, or NotAuthorizedException when none are left.
 *
 * @example
 * await respondToChallenge(deps, { ChallengeName: 'CUSTOM_CHALLENGE', ClientId, Session, ChallengeResponses: { USERNAME, ANSWER: '042917' } }, now);
 */
export async function respondToChallenge(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<Record<string, unknown>> {
  checkClient(deps, body);
  const session = decodeChallengeSession(text(body['Session']));
  if (!session || now >= session.expiresAt) throw expiredSession();
  const responses = requestBody(body['ChallengeResponses']);
  if (
    text(body['ChallengeName']) !== 'CUSTOM_CHALLENGE' ||
    text(responses['USERNAME']) !== session.userId
  ) {
    throw notAuthorized('Incorrect username or password.');
  }
  await checkSessionUser(deps, session);
  const check = await useCode(deps, session.phone, text(responses['ANSWER']), now);
  if (check.verified) {
    const user = await verifiedUser(deps, session.phone, now, session.userId);
    return signedIn(deps, activeUser(user), now);
  }
  if (check.attemptsLeft <= 0) throw notAuthorized(check.message);
  return challenge(deps, session.phone, session.userId, now, {
    message: check.message,
    attemptsLeft: String(check.attemptsLeft),
  });
}
