import { resetMockState } from '@haat/mocks/node';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { setAuthTokenProvider } from '@/lib/graphql/client';
import { dispatchOtp } from '../api/otp';
import { loadAuth } from '../amplify/loadAuth';
import { userPoolToken } from '../session/userPoolToken';
import { useShortLivedTokens } from './cognitoTestApi';
import { SIGN_IN_TEST_MS, signInQuietly, TEST_CODE } from './signInSteps';

const endpoint = env.cognito.userPoolEndpoint!;
const clientId = env.cognito.userPoolClientId!;
let stopRecording = () => undefined as void;

// The app registers it in AuthEffects; this file renders no page.
beforeAll(() => setAuthTokenProvider(userPoolToken));

afterEach(async () => {
  stopRecording();
  await resetMockState();
});

/** One call of the user pool's JSON API, as Amplify sends it. */
async function call(operation: string, body: Record<string, unknown>) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

const payload = (jwt: string): Record<string, unknown> => {
  const [, part = ''] = jwt.split('.');
  return JSON.parse(atob(part.replaceAll('-', '+').replaceAll('_', '/'))) as Record<
    string,
    unknown
  >;
};

describe('the mocked Cognito user pool', { timeout: SIGN_IN_TEST_MS }, () => {
  it('answers the CORS preflight a browser sends before each call', async () => {
    const response = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-amz-target');
    expect(response.headers.get('access-control-allow-headers')).toContain('amz-sdk-invocation-id');
  });

  it('issues well-formed JWTs naming the mock user, for a code answered directly', async () => {
    const sent = await dispatchOtp('+919876577701');
    expect(sent.isExistingUser).toBe(false);
    const started = await call('InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: '+919876577701' },
    });
    expect(started.body).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { USERNAME: '+919876577701' },
    });
    const { USERNAME } = started.body['ChallengeParameters'] as { USERNAME: string };
    const answered = await call('RespondToAuthChallenge', {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: clientId,
      Session: started.body['Session'],
      ChallengeResponses: { USERNAME, ANSWER: TEST_CODE },
    });
    const result = answered.body['AuthenticationResult'] as Record<string, string>;
    for (const token of [result['IdToken']!, result['AccessToken']!]) {
      expect(token.split('.')).toHaveLength(3);
    }
    const id = payload(result['IdToken']!);
    const now = Math.floor(Date.now() / 1000);
    const sub = id['sub'] as string;
    expect(sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).toMatchObject({ 'cognito:username': sub, token_use: 'id' });
    expect(id['phone_number']).toBe('+919876577701');
    expect(id['exp']).toBe((id['iat'] as number) + 3600);
    expect(Math.abs((id['iat'] as number) - now)).toBeLessThan(5);
    expect(payload(result['AccessToken']!)).toMatchObject({ sub, token_use: 'access' });
    const user = await call('GetUser', { AccessToken: result['AccessToken'] });
    expect(user.body).toMatchObject({ Username: sub });
  });

  it('refuses a wrong answer with the OTP rules and errors in x-amzn-errortype and __type', async () => {
    await dispatchOtp('+919876577702');
    const start = () =>
      call('InitiateAuth', {
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: '+919876577702' },
      });
    let challenge = (await start()).body;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { USERNAME } = challenge['ChallengeParameters'] as { USERNAME: string };
      const answer = await call('RespondToAuthChallenge', {
        ChallengeName: 'CUSTOM_CHALLENGE',
        ClientId: clientId,
        Session: challenge['Session'],
        ChallengeResponses: { USERNAME, ANSWER: '000000' },
      });
      if (attempt < 5) {
        expect(answer.body['ChallengeParameters']).toMatchObject({
          attemptsLeft: String(5 - attempt),
        });
        challenge = answer.body;
      } else {
        expect(answer.response.status).toBe(400);
        expect(answer.response.headers.get('x-amzn-errortype')).toMatch(/^NotAuthorizedException/);
        expect(answer.body['__type']).toBe('NotAuthorizedException');
      }
    }
    // The attempts are the code's: a sixth answer, even the right one, is refused.
    challenge = (await start()).body;
    const { USERNAME } = challenge['ChallengeParameters'] as { USERNAME: string };
    const sixth = await call('RespondToAuthChallenge', {
      ChallengeName: 'CUSTOM_CHALLENGE',
      ClientId: clientId,
      Session: challenge['Session'],
      ChallengeResponses: { USERNAME, ANSWER: TEST_CODE },
    });
    expect(sixth.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Too many incorrect attempts. Request a new code in 30 seconds.',
    });
  });

  it('revokes the refresh token on sign-out, and every session on a global sign-out', async () => {
    const pool = useShortLivedTokens(3600);
    stopRecording = pool.stop;
    await signInQuietly('9876577703');
    const auth = await loadAuth();
    const { tokens } = await auth.fetchAuthSession();
    const accessToken = tokens!.accessToken.toString();
    await auth.signOut({ global: true });
    expect(pool.calls).toContain('GlobalSignOut');
    const after = await call('GetUser', { AccessToken: accessToken });
    expect(after.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });

    await signInQuietly('9876577704');
    // Amplify keeps the session under the USERNAME the challenge named: the phone.
    const refreshToken = localStorage.getItem(
      `CognitoIdentityServiceProvider.${clientId}.+919876577704.refreshToken`,
    );
    expect(refreshToken).toBeTruthy();
    await auth.signOut();
    expect(pool.calls).toContain('RevokeToken');
    const refreshed = await call('GetTokensFromRefreshToken', {
      ClientId: clientId,
      RefreshToken: refreshToken,
    });
    expect(refreshed.body).toMatchObject({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });
});
