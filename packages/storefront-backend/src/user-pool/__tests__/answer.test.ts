import { describe, expect, it } from 'vitest';
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from '../../crypto/encoding.js';
import { dispatchOtp } from '../../otp/dispatch.js';
import { verifyOtp } from '../../otp/verify.js';
import { hs256TokenSigner } from '../../tokens/hs256.js';
import { testBackend, type TestBackend } from '../../testing/test-backend.js';
import { answerUserPool } from '../answer.js';
import { encodeChallengeSession } from '../challenge-session.js';

const PHONE = '+919876577701';
const CLIENT = 'test-client';

type Deps = TestBackend;
type Answer = Record<string, unknown>;

async function call(t: Deps, operation: string, body: Answer) {
  const answer = await answerUserPool(t.deps, {
    target: `AWSCognitoIdentityProviderService.${operation}`,
    body,
  });
  return { ...answer, body: answer.body as Answer };
}

const initiate = (t: Deps, username = PHONE) =>
  call(t, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: CLIENT,
    AuthParameters: { USERNAME: username },
  });

const respond = (t: Deps, challenge: Answer, answer: string) => {
  const { USERNAME } = challenge['ChallengeParameters'] as { USERNAME: string };
  return call(t, 'RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: CLIENT,
    Session: challenge['Session'],
    ChallengeResponses: { USERNAME, ANSWER: answer },
  });
};

const payload = (jwt: string): Answer => {
  const part = jwt.split('.')[1] ?? '';
  return JSON.parse(fromUtf8(fromBase64Url(part) ?? new Uint8Array())) as Answer;
};

/** Signs in through the user pool after verifyCustomOTP, as the web app does. */
async function signIn(t: Deps, phone = PHONE) {
  await dispatchOtp(t.deps, t.deps.clock.now(), phone);
  const code = t.lastCode(phone);
  await verifyOtp(t.deps, t.deps.clock.now(), phone, code);
  const started = await initiate(t, phone);
  const answered = await respond(t, started.body, code);
  const result = answered.body['AuthenticationResult'] as Record<string, string>;
  return { code, started, answered, result };
}

const refused = (type: string, message: string) => ({
  status: 400,
  body: { __type: type, message },
  headers: expect.objectContaining({ 'x-amzn-errortype': `${type}:` }) as unknown,
});

describe('answerUserPool: custom sign-in', () => {
  it('signs in with a verified code and issues tokens the verifier accepts, naming the user', async () => {
    const t = testBackend();
    const { started, answered, result } = await signIn(t);
    expect(started.body).toMatchObject({ ChallengeName: 'CUSTOM_CHALLENGE' });
    expect(answered.status).toBe(200);
    expect(answered.headers['content-type']).toBe('application/x-amz-json-1.1');
    const user = await t.deps.storage.repos.users.byPhone(PHONE);
    const { USERNAME } = started.body['ChallengeParameters'] as { USERNAME: string };
    expect(USERNAME).toBe(user?.id);
    const claims = await t.deps.tokens.verifier.verify(result['IdToken'] ?? '', 'id');
    expect(claims).toMatchObject({ sub: USERNAME, phoneNumber: PHONE, tokenUse: 'id' });
    expect(payload(result['IdToken'] ?? '')).toMatchObject({ 'cognito:username': USERNAME });
    const me = await call(t, 'GetUser', { AccessToken: result['AccessToken'] });
    expect(me.body).toMatchObject({ Username: USERNAME });
  });

  it('lets a verified code sign in once: a replayed challenge answer is refused', async () => {
    const t = testBackend();
    const { code } = await signIn(t);
    const again = await initiate(t);
    expect(await respond(t, again.body, code)).toEqual(
      refused('NotAuthorizedException', 'Please request a code first.'),
    );
  });

  it('creates the user when the challenge verifies a code verifyCustomOTP never saw', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const started = await initiate(t);
    expect(await t.deps.storage.repos.users.byPhone(PHONE)).toBeNull();
    const answered = await respond(t, started.body, t.lastCode(PHONE));
    const result = answered.body['AuthenticationResult'] as Record<string, string>;
    const { USERNAME } = started.body['ChallengeParameters'] as { USERNAME: string };
    expect(payload(result['IdToken'] ?? '')).toMatchObject({ sub: USERNAME });
    expect(await t.deps.storage.repos.users.byPhone(PHONE)).toMatchObject({ id: USERNAME });
  });

  it('answers wrong codes with the tries left, then refuses with the OTP messages', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    let challenge = (await initiate(t)).body;
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const answer = await respond(
        t,
        challenge,
        '000000' === t.lastCode(PHONE) ? '111111' : '000000',
      );
      expect(answer.body['ChallengeParameters']).toMatchObject({
        attemptsLeft: String(5 - attempt),
        message:
          attempt === 4
            ? 'Incorrect code. 1 attempt left.'
            : `Incorrect code. ${5 - attempt} attempts left.`,
      });
      challenge = answer.body;
    }
    const fifth = await respond(t, challenge, '000000' === t.lastCode(PHONE) ? '111111' : '000000');
    expect(fifth).toEqual(
      refused(
        'NotAuthorizedException',
        'Incorrect code. No attempts left: please request a new code.',
      ),
    );
    const sixth = await respond(t, (await initiate(t)).body, t.lastCode(PHONE));
    expect(sixth).toEqual(
      refused(
        'NotAuthorizedException',
        'Too many incorrect attempts. Request a new code in 30 seconds.',
      ),
    );
  });

  it('refuses an expired challenge, another client, another flow and an unknown operation', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const started = await initiate(t);
    t.clock.advance(3 * 60_000);
    expect(await respond(t, started.body, t.lastCode(PHONE))).toEqual(
      refused('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
    expect(
      await call(t, 'InitiateAuth', {
        AuthFlow: 'CUSTOM_AUTH',
        ClientId: 'other',
        AuthParameters: { USERNAME: PHONE },
      }),
    ).toEqual(refused('ResourceNotFoundException', 'User pool client other does not exist.'));
    expect(
      await call(t, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: CLIENT }),
    ).toEqual(
      refused('InvalidParameterException', 'USER_PASSWORD_AUTH is not enabled for the client.'),
    );
    expect(await initiate(t, 'nobody')).toEqual(
      refused('UserNotFoundException', 'User does not exist.'),
    );
    expect(await call(t, 'AdminDeleteUser', {})).toEqual(
      refused(
        'UnknownOperationException',
        'Unknown operation AWSCognitoIdentityProviderService.AdminDeleteUser',
      ),
    );
  });

  it("refuses a forged session naming another user's id", async () => {
    const t = testBackend();
    const { started } = await signIn(t);
    const { USERNAME: victim } = started.body['ChallengeParameters'] as { USERNAME: string };
    const intruder = '+919876577799';
    await dispatchOtp(t.deps, t.deps.clock.now(), intruder);
    const session = encodeChallengeSession({
      phone: intruder,
      userId: victim,
      expiresAt: t.deps.clock.now() + 60_000,
      nonce: 'n',
    });
    const forged = { ChallengeParameters: { USERNAME: victim }, Session: session };
    expect(await respond(t, forged, t.lastCode(intruder))).toEqual(
      refused('NotAuthorizedException', 'Invalid session for the user, session is expired.'),
    );
  });
});

describe('answerUserPool: tokens', () => {
  it('refreshes with a live refresh token, and refuses a revoked or unknown one', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    t.clock.advance(60_000);
    const refreshed = await call(t, 'GetTokensFromRefreshToken', {
      ClientId: CLIENT,
      RefreshToken: result['RefreshToken'],
    });
    const tokens = refreshed.body['AuthenticationResult'] as Record<string, string>;
    expect(await t.deps.tokens.verifier.verify(tokens['IdToken'] ?? '', 'id')).toMatchObject({
      phoneNumber: PHONE,
    });
    expect(
      await call(t, 'RevokeToken', { ClientId: CLIENT, Token: result['RefreshToken'] }),
    ).toMatchObject({
      status: 200,
      body: {},
    });
    const revoked = refused('NotAuthorizedException', 'Refresh Token has been revoked');
    for (const RefreshToken of [result['RefreshToken'], 'made-up-token']) {
      expect(
        await call(t, 'GetTokensFromRefreshToken', { ClientId: CLIENT, RefreshToken }),
      ).toEqual(revoked);
    }
    expect(await call(t, 'GetUser', { AccessToken: result['AccessToken'] })).toEqual(
      refused('NotAuthorizedException', 'Access Token has been revoked'),
    );
  });

  it('ends every session on a global sign-out', async () => {
    const t = testBackend();
    const first = await signIn(t);
    t.clock.advance(30_000);
    const second = await signIn(t);
    expect(
      await call(t, 'GlobalSignOut', { AccessToken: second.result['AccessToken'] }),
    ).toMatchObject({
      status: 200,
    });
    for (const { result } of [first, second]) {
      expect(await call(t, 'GetUser', { AccessToken: result['AccessToken'] })).toEqual(
        refused('NotAuthorizedException', 'Access Token has been revoked'),
      );
    }
  });

  it('answers only access tokens it signed: unsigned, edited, foreign, ID and expired tokens are refused', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const access = result['AccessToken'] ?? '';
    const [header = '', body = '', signature = ''] = access.split('.');
    const claims = payload(access);
    const encode = (value: object) => toBase64Url(utf8(JSON.stringify(value)));
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${body}.`;
    const edited = `${header}.${encode({ ...claims, exp: Number(claims['exp']) + 3600 })}.${signature}`;
    const foreign = (
      await hs256TokenSigner(
        { issuer: String(claims['iss']), clientId: CLIENT, secret: 'other' },
        t.deps.ids,
      ).signIn({ userId: String(claims['sub']), phone: PHONE }, t.deps.clock.now())
    ).accessToken;
    const invalid = refused('NotAuthorizedException', 'Invalid Access Token');
    for (const token of [unsigned, edited, foreign, result['IdToken'], 'garbage']) {
      expect(await call(t, 'GetUser', { AccessToken: token })).toEqual(invalid);
      expect(await call(t, 'GlobalSignOut', { AccessToken: token })).toEqual(invalid);
    }
    t.clock.advance(3600_000);
    expect(await call(t, 'GetUser', { AccessToken: access })).toEqual(invalid);
  });
});
