import { STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { createStorefrontBackend } from '../../backend.js';
import { testBackend } from '../../testing/test-backend.js';

const PHONE = '+919876577710';

interface Body {
  readonly data: Record<string, Record<string, unknown>> | null;
  readonly errors?: readonly {
    message: string;
    extensions?: Record<string, unknown>;
    errorType?: string;
  }[];
}

/** The web app's sign-in, through the backend as a host runs it: GraphQL, then the user pool. */
function journey() {
  const t = testBackend();
  const backend = createStorefrontBackend(t.deps);
  const gql = async (query: string, variables: object, token?: string) => {
    const headers = new Headers({
      'content-type': 'application/json',
      'x-api-key': t.deps.settings.apiKey,
    });
    if (token) headers.set('authorization', `Bearer ${token}`);
    const body = JSON.stringify({ query, variables });
    const answer = await backend.graphql({ body, headers, requestId: 'sign-in' });
    return answer.body as Body;
  };
  const pool = async (operation: string, body: object) =>
    (await backend.userPool({ target: `AWSCognitoIdentityProviderService.${operation}`, body }))
      .body as Record<string, unknown>;
  return { t, gql, pool };
}

const DISPATCH = `query D($storeId: ID!, $phone: String!) {
  ensureUserAndDispatchOTP(storeId: $storeId, phone: $phone) { isExistingUser sendsLeft } }`;
const VERIFY = `query V($storeId: ID!, $phone: String!, $otp: String!) {
  verifyCustomOTP(storeId: $storeId, phone: $phone, otp: $otp) { isVerified message attemptsLeft signInTicket } }`;
const GET_USER = `query { getUser { id phone phoneVerified firstName } }`;
const UPDATE_USER = `mutation U($input: UpdateUserInput!) { updateUser(input: $input) { firstName } }`;

describe('sign-in journey through createStorefrontBackend', () => {
  it('dispatches, verifies, signs in once with the ticket through the user pool, and the ID token names the user', async () => {
    const { t, gql, pool } = journey();
    const storeId = STORE_ID;
    const sent = await gql(DISPATCH, { storeId, phone: PHONE });
    expect(sent.data?.['ensureUserAndDispatchOTP']).toEqual({
      isExistingUser: false,
      sendsLeft: 4,
    });
    const code = t.lastCode(PHONE);
    const verified = await gql(VERIFY, { storeId, phone: PHONE, otp: code });
    expect(verified.data?.['verifyCustomOTP']).toEqual({
      isVerified: true,
      message: null,
      attemptsLeft: 4,
      signInTicket: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    const ticket = String(verified.data?.['verifyCustomOTP']?.['signInTicket']);

    const clientId = t.deps.settings.userPool.clientId;
    const start = () =>
      pool('InitiateAuth', {
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: PHONE },
      });
    const answer = async (challenge: Record<string, unknown>) =>
      pool('RespondToAuthChallenge', {
        ChallengeName: 'CUSTOM_CHALLENGE',
        ClientId: clientId,
        Session: challenge['Session'],
        ChallengeResponses: { ...(challenge['ChallengeParameters'] as object), ANSWER: ticket },
      });
    const signedIn = await answer(await start());
    const { IdToken = '', RefreshToken } = signedIn['AuthenticationResult'] as Record<
      string,
      string
    >;

    const me = await gql(GET_USER, {}, IdToken);
    expect(me.data?.['getUser']).toMatchObject({
      phone: PHONE,
      phoneVerified: true,
      firstName: null,
    });
    const renamed = await gql(UPDATE_USER, { input: { firstName: ' Asha ' } }, IdToken);
    expect(renamed.data?.['updateUser']).toEqual({ firstName: 'Asha' });

    expect(await answer(await start())).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Please request a code first.',
    });
    const edited = `${IdToken.slice(0, -2)}xx`;
    // A token the edge does not accept is refused (401), even next to the API key.
    expect((await gql(GET_USER, {}, edited)).errors?.[0]).toMatchObject({
      errorType: 'UnauthorizedException',
    });

    // Signing out (Amplify's RevokeToken) reaches /graphql at once: the ID token names a dead
    // session, so it is refused like any token the edge does not accept.
    await pool('RevokeToken', { ClientId: clientId, Token: RefreshToken });
    expect((await gql(GET_USER, {}, IdToken)).errors?.[0]).toMatchObject({
      errorType: 'UnauthorizedException',
    });
  });
});
