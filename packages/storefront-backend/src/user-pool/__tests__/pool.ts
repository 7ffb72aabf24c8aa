import { expect } from 'vitest';
import { fromBase64Url, fromUtf8 } from '../../crypto/encoding.js';
import { dispatchOtp } from '../../otp/dispatch.js';
import { verifyOtp } from '../../otp/verify.js';
import type { TestBackend } from '../../testing/test-backend.js';
import { answerUserPool } from '../answer.js';

export const PHONE = '+919876577701';
export const CLIENT = 'test-client';

export type Answer = Record<string, unknown>;

/** One user-pool call as Amplify makes it, from `clientIp` when given. */
export async function call(t: TestBackend, operation: string, body: Answer, clientIp?: string) {
  const answer = await answerUserPool(t.deps, {
    target: `AWSCognitoIdentityProviderService.${operation}`,
    body,
    clientIp,
  });
  return { ...answer, body: answer.body as Answer };
}

export const initiate = (t: TestBackend, username = PHONE, clientIp?: string) =>
  call(
    t,
    'InitiateAuth',
    { AuthFlow: 'CUSTOM_AUTH', ClientId: CLIENT, AuthParameters: { USERNAME: username } },
    clientIp,
  );

/** RespondToAuthChallenge as Amplify sends it: the USERNAME the challenge answered, the Session. */
export const respond = (t: TestBackend, challenge: Answer, answer: string, clientIp?: string) => {
  const { USERNAME } = challenge['ChallengeParameters'] as { USERNAME: string };
  return call(
    t,
    'RespondToAuthChallenge',
    {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: CLIENT,
      Session: challenge['Session'],
      ChallengeResponses: { USERNAME, ANSWER: answer },
    },
    clientIp,
  );
};

/** A JWT's payload, decoded without checking anything. */
export const payload = (jwt: string): Answer => {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(fromUtf8(fromBase64Url(part) ?? new Uint8Array())) as Answer;
};

/** A code sent to the phone and verified by verifyCustomOTP: its sign-in ticket. */
export async function verifiedTicket(t: TestBackend, phone = PHONE): Promise<string> {
  await dispatchOtp(t.deps, t.deps.clock.now(), phone);
  const verified = await verifyOtp(t.deps, t.deps.clock.now(), phone, t.lastCode(phone));
  if (!verified.signInTicket) throw new Error('the code was not verified');
  return verified.signInTicket;
}

/** Signs in through the user pool as the web app does: verifyCustomOTP, then the ticket. */
export async function signIn(t: TestBackend, phone = PHONE) {
  const ticket = await verifiedTicket(t, phone);
  const started = await initiate(t, phone);
  const answered = await respond(t, started.body, ticket);
  const result = answered.body['AuthenticationResult'] as Record<string, string>;
  return { ticket, started, answered, result };
}

/** A refusal as the user pool answers it. */
export const refused = (type: string, message: string) => ({
  status: 400,
  body: { __type: type, message },
  headers: expect.objectContaining({ 'x-amzn-errortype': `${type}:` }) as unknown,
});
