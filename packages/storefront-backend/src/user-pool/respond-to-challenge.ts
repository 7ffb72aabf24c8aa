import { GraphQLError } from 'graphql';
import type { BackendDeps } from '../deps.js';
import { checkOtp, type OtpCheck } from '../otp/check.js';
import { verifiedUser } from '../users/verified-user.js';
import { requestBody, text, type RequestBody } from './body.js';
import { openChallengeSession } from './challenge-session.js';
import { checkClient } from './client.js';
import { notAuthorized } from './cognito-error.js';
import { activeUser, challenge } from './initiate-auth.js';
import { signedIn } from './sign-in-tokens.js';
import { throttle } from './throttle.js';

const expiredSession = () => notAuthorized('Invalid session for the user, session is expired.');

/** The answer checked and used up (signs in once); OTP refusals become NotAuthorized. */
async function useAnswer(
  deps: BackendDeps,
  phone: string,
  answer: string,
  now: number,
): Promise<OtpCheck> {
  try {
    return await checkOtp(deps, now, phone, answer);
  } catch (error) {
    if (error instanceof GraphQLError) throw notAuthorized(error.message);
    throw error;
  }
}

/**
 * RespondToAuthChallenge (CUSTOM_CHALLENGE, `{ USERNAME, ANSWER }`): the Session must be one
 * this shop sealed, still live by the server's clock, and USERNAME its phone. Counted per phone
 * (`sign-in-phone`). The answer is the sign-in ticket verifyCustomOTP handed out (what the web
 * app sends), or the phone's one-time code when verifyCustomOTP was not called; either is used up
 * by a right answer, so it signs in at most once, and every wrong answer counts towards the
 * code's 5 attempts, whatever its state. A right answer creates the user when new and signs in
 * (a disabled user: 'User is disabled.'); a wrong one answers a new challenge with the message
 * and the tries left, or NotAuthorizedException when none are left.
 *
 * @example
 * await respondToChallenge(deps, { ChallengeName: 'CUSTOM_CHALLENGE', ClientId, Session, ChallengeResponses: { USERNAME, ANSWER: ticket } }, now);
 */
export async function respondToChallenge(
  deps: BackendDeps,
  body: RequestBody,
  now: number,
): Promise<Record<string, unknown>> {
  checkClient(deps, body);
  const session = await openChallengeSession(deps.settings.otpSecret, text(body['Session']), now);
  if (!session) throw expiredSession();
  const responses = requestBody(body['ChallengeResponses']);
  if (
    text(body['ChallengeName']) !== 'CUSTOM_CHALLENGE' ||
    text(responses['USERNAME']) !== session.phone
  ) {
    throw notAuthorized('Incorrect username or password.');
  }
  await throttle(deps, 'sign-in-phone', session.phone, now);
  const check = await useAnswer(deps, session.phone, text(responses['ANSWER']), now);
  if (check.verified) {
    const user = await verifiedUser(deps, session.phone, now);
    return signedIn(deps, activeUser(user), now);
  }
  if (check.attemptsLeft <= 0) throw notAuthorized(check.message);
  return challenge(deps, session.phone, now, {
    message: check.message,
    attemptsLeft: String(check.attemptsLeft),
  });
}
