import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { STORE_ID, useContractTarget } from './harness.js';
import { contractTarget } from './target.js';

const CLIENT_ID = 'haatwebmockclient';

const { gql, tokenFor, lastCodeFor } = useContractTarget();

type Body = Record<string, unknown>;

/** One user-pool call as aws-amplify 6 sends it. */
async function pool(
  operation: string,
  body: Body,
): Promise<{ status: number; body: Body; retryAfter: number }> {
  const response = await fetch(contractTarget().urls.userPool, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify({ ClientId: CLIENT_ID, ...body }),
  });
  const retryAfter = Number(response.headers.get('retry-after') ?? 0);
  return { status: response.status, body: (await response.json()) as Body, retryAfter };
}

const initiate = (username: string) =>
  pool('InitiateAuth', { AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: username } });

const respond = (challenge: Body, answer: string) =>
  pool('RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: challenge['Session'],
    ChallengeResponses: {
      USERNAME: (challenge['ChallengeParameters'] as Body)['USERNAME'],
      ANSWER: answer,
    },
  });

/** The web app's sign-in: a code sent and verified, then the user pool with the ticket. */
async function ticketFor(phone: string): Promise<string> {
  await gql(documents.ensureUserAndDispatchOTP, { storeId: STORE_ID, phone });
  const verified = await gql<{ verifyCustomOTP: { signInTicket: string | null } }>(
    `query verifyCustomOTP($storeId: ID!, $phone: String!, $otp: String!) {
      verifyCustomOTP(storeId: $storeId, phone: $phone, otp: $otp) { isVerified signInTicket } }`,
    { storeId: STORE_ID, phone, otp: lastCodeFor(phone) },
  );
  return verified.data?.verifyCustomOTP.signInTicket ?? '';
}

async function signIn(phone: string): Promise<Record<string, string>> {
  const ticket = await ticketFor(phone);
  const answered = await respond((await initiate(phone)).body, ticket);
  return answered.body['AuthenticationResult'] as Record<string, string>;
}

/** getUser with the ID token alone (no API key): 200 with the user, or 401 on both hosts. */
async function getUserWith(idToken: string) {
  const answer = await gql<{ getUser: { phone: string } }>(
    documents.GetUser,
    {},
    { token: idToken, apiKey: null },
  );
  return { status: answer.status, phone: answer.data?.getUser.phone };
}

/**
 * A throttled call: 400 TooManyRequestsException saying the wait of its `retry-after` (the whole
 * 10-minute window in process; against a server, less the seconds since the window began).
 */
function expectThrottled(answer: { status: number; body: Body; retryAfter: number }) {
  expect(answer.retryAfter).toBeGreaterThan(300);
  expect(answer.retryAfter).toBeLessThanOrEqual(600);
  expect(answer).toMatchObject({
    status: 400,
    body: {
      __type: 'TooManyRequestsException',
      message: `Too many sign-in attempts. Please try again in ${Math.ceil(answer.retryAfter / 60)} minutes.`,
    },
  });
}

describe('sign-in through the user pool (both hosts)', () => {
  it('signs in with the single-use ticket verifyCustomOTP answers; the code and a replay are refused', async () => {
    const phone = '+919876577801';
    const ticket = await ticketFor(phone);
    expect(ticket).toMatch(/^[0-9a-f]{64}$/);
    const started = await initiate(phone);
    expect(started.body['ChallengeParameters']).toEqual({ USERNAME: phone });
    const withCode = await respond(started.body, lastCodeFor(phone));
    expect(withCode.body['ChallengeParameters']).toMatchObject({ attemptsLeft: '4' });
    const signedIn = await respond(withCode.body, ticket);
    expect(signedIn.status).toBe(200);
    const { IdToken = '' } = signedIn.body['AuthenticationResult'] as Record<string, string>;
    expect(await getUserWith(IdToken)).toEqual({ status: 200, phone });
    expect((await respond((await initiate(phone)).body, ticket)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Please request a code first.',
    });
  });

  it('caps guesses after verification: five wrong answers, then the ticket is refused too', async () => {
    const phone = '+919876577802';
    const ticket = await ticketFor(phone);
    let challenge = (await initiate(phone)).body;
    for (let n = 1; n <= 4; n += 1) challenge = (await respond(challenge, `00000${n}`)).body;
    expect((await respond(challenge, '000005')).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect code. No attempts left: please request a new code.',
    });
    expect((await respond((await initiate(phone)).body, ticket)).body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: expect.stringMatching(/^Too many incorrect attempts\./) as unknown,
    });
  });

  it('answers InitiateAuth alike for a phone with an account and one without; refuses a user id', async () => {
    const known = '+919876577803';
    const { IdToken = '' } = await signIn(known);
    const shape = (answer: { status: number; body: Body }) => ({
      status: answer.status,
      keys: Object.keys(answer.body).sort(),
      parameters: Object.keys(answer.body['ChallengeParameters'] as Body),
      sessionLength: String(answer.body['Session']).length,
    });
    expect(shape(await initiate(known))).toEqual(shape(await initiate('+919876577804')));
    expect((await initiate(known)).body['Session']).not.toBe(
      (await initiate(known)).body['Session'],
    );
    const me = await gql<{ getUser: { id: string } }>(documents.GetUser, {}, { token: IdToken });
    expect((await initiate(me.data?.getUser.id ?? '')).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'USERNAME must be a 10-digit phone number (+91 optional).',
    });
  });

  it('refuses the ID token on /graphql once the shopper signs out (RevokeToken)', async () => {
    const tokens = await signIn('+919876577805');
    const idToken = tokens['IdToken'] ?? '';
    expect((await getUserWith(idToken)).status).toBe(200);
    expect((await pool('RevokeToken', { Token: tokens['RefreshToken'] })).status).toBe(200);
    expect(await getUserWith(idToken)).toEqual({ status: 401, phone: undefined });
  });

  it('refuses every ID token of the shopper on /graphql after GlobalSignOut', async () => {
    const phone = '+919876577806';
    const laptop = await tokenFor(phone);
    const mobile = await signIn(phone);
    expect((await getUserWith(laptop)).status).toBe(200);
    expect((await pool('GlobalSignOut', { AccessToken: mobile['AccessToken'] })).status).toBe(200);
    for (const idToken of [laptop, mobile['IdToken'] ?? '']) {
      expect((await getUserWith(idToken)).status).toBe(401);
    }
  });

  it('rotates the refresh token: each refresh answers a new one that works', async () => {
    const tokens = await signIn('+919876577807');
    const refreshed = await pool('GetTokensFromRefreshToken', {
      RefreshToken: tokens['RefreshToken'],
    });
    const next = refreshed.body['AuthenticationResult'] as Record<string, string>;
    expect(next['RefreshToken']).toMatch(/^[0-9a-f]{64}$/);
    expect(next['RefreshToken']).not.toBe(tokens['RefreshToken']);
    const again = await pool('GetTokensFromRefreshToken', { RefreshToken: next['RefreshToken'] });
    expect(again.status).toBe(200);
    expect((await getUserWith(next['IdToken'] ?? '')).status).toBe(200);
  });
});

// These exhaust the visitor's allowance for the window: the mock host's state and the server's
// contract database are reset after each test.
describe('/cognito-idp rate limits (both hosts)', () => {
  it('refuses the 31st sign-in call for one phone in 10 minutes', async () => {
    for (let n = 0; n < 30; n += 1) expect((await initiate('+919876577811')).status).toBe(200);
    expectThrottled(await initiate('9876577811'));
    expect((await initiate('+919876577812')).status).toBe(200);
  });

  it('refuses the 301st sign-in call from one address in 10 minutes, whatever the phone', async () => {
    for (let n = 0; n < 300; n += 1) {
      const phone = `+9198766${String(n).padStart(5, '0')}`;
      expect((await initiate(phone)).status).toBe(200);
    }
    expectThrottled(await initiate('+919876699999'));
  });
});
