import { describe, expect, it } from 'vitest';
import { toBase64Url, utf8 } from '../../crypto/encoding.js';
import { dispatchOtp } from '../../otp/dispatch.js';
import { verifyOtp } from '../../otp/verify.js';
import { hs256TokenSigner } from '../../tokens/hs256.js';
import { testBackend } from '../../testing/test-backend.js';
import { setUserActive } from '../../users/set-user-active.js';
import {
  call,
  CLIENT,
  initiate,
  payload,
  PHONE,
  refused,
  respond,
  signIn,
  verifiedTicket,
} from './pool.js';

describe('answerUserPool: custom sign-in', () => {
  it('signs in with the ticket verifyCustomOTP handed out, naming the user in the tokens', async () => {
    const t = testBackend();
    const { started, answered, result } = await signIn(t);
    expect(started.body).toMatchObject({
      ChallengeName: 'CUSTOM_CHALLENGE',
      ChallengeParameters: { USERNAME: PHONE },
    });
    expect(answered.status).toBe(200);
    expect(answered.headers['content-type']).toBe('application/x-amz-json-1.1');
    const user = await t.deps.storage.repos.users.byPhone(PHONE);
    const claims = await t.deps.tokens.verifier.verify(result['IdToken'] ?? '', 'id');
    expect(claims).toMatchObject({ sub: user?.id, phoneNumber: PHONE, tokenUse: 'id' });
    expect(payload(result['IdToken'] ?? '')).toMatchObject({ 'cognito:username': user?.id });
    const me = await call(t, 'GetUser', { AccessToken: result['AccessToken'] });
    expect(me.body).toMatchObject({ Username: user?.id });
  });

  it('lets a ticket sign in once: a replayed answer is refused', async () => {
    const t = testBackend();
    const { ticket } = await signIn(t);
    const again = await initiate(t);
    expect(await respond(t, again.body, ticket)).toEqual(
      refused('NotAuthorizedException', 'Please request a code first.'),
    );
  });

  it('refuses the code itself once verifyCustomOTP turned it into a ticket', async () => {
    const t = testBackend();
    const ticket = await verifiedTicket(t);
    const started = await initiate(t);
    const withCode = await respond(t, started.body, t.lastCode(PHONE));
    expect(withCode.body['ChallengeParameters']).toMatchObject({
      message: 'Incorrect code. 4 attempts left.',
    });
    expect(await respond(t, withCode.body, ticket)).toMatchObject({ status: 200 });
  });

  it('caps guesses after verifyCustomOTP: five wrong answers, then even the right ticket is refused', async () => {
    const t = testBackend();
    const ticket = await verifiedTicket(t);
    let challenge = (await initiate(t)).body;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await respond(t, challenge, String(100000 + attempt));
      expect(wrong.body['ChallengeParameters']).toMatchObject({
        attemptsLeft: String(5 - attempt),
      });
      challenge = wrong.body;
    }
    expect(await respond(t, challenge, '123123')).toEqual(
      refused(
        'NotAuthorizedException',
        'Incorrect code. No attempts left: please request a new code.',
      ),
    );
    expect(await respond(t, (await initiate(t)).body, ticket)).toEqual(
      refused(
        'NotAuthorizedException',
        'Too many incorrect attempts. Request a new code in 30 seconds.',
      ),
    );
  });

  it('creates the user when the challenge verifies a code verifyCustomOTP never saw', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const started = await initiate(t);
    expect(await t.deps.storage.repos.users.byPhone(PHONE)).toBeNull();
    const answered = await respond(t, started.body, t.lastCode(PHONE));
    const result = answered.body['AuthenticationResult'] as Record<string, string>;
    const user = await t.deps.storage.repos.users.byPhone(PHONE);
    expect(user).toMatchObject({ phoneVerified: true });
    expect(payload(result['IdToken'] ?? '')).toMatchObject({ sub: user?.id });
  });

  it('answers wrong codes with the tries left, then refuses with the OTP messages', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const wrongCode = () => ('000000' === t.lastCode(PHONE) ? '111111' : '000000');
    let challenge = (await initiate(t)).body;
    for (let attempt = 1; attempt < 5; attempt += 1) {
      const answer = await respond(t, challenge, wrongCode());
      expect(answer.body['ChallengeParameters']).toEqual({
        USERNAME: PHONE,
        attemptsLeft: String(5 - attempt),
        message:
          attempt === 4
            ? 'Incorrect code. 1 attempt left.'
            : `Incorrect code. ${5 - attempt} attempts left.`,
      });
      challenge = answer.body;
    }
    expect(await respond(t, challenge, wrongCode())).toEqual(
      refused(
        'NotAuthorizedException',
        'Incorrect code. No attempts left: please request a new code.',
      ),
    );
    expect(await respond(t, (await initiate(t)).body, t.lastCode(PHONE))).toEqual(
      refused(
        'NotAuthorizedException',
        'Too many incorrect attempts. Request a new code in 30 seconds.',
      ),
    );
  });

  it('refuses a disabled user once the code is proven, not before', async () => {
    const t = testBackend();
    const { result } = await signIn(t);
    const user = await t.deps.storage.repos.users.byPhone(PHONE);
    await setUserActive(t.deps, user?.id ?? '', false);
    t.clock.advance(60_000);
    const ticket = await verifiedTicket(t);
    const started = await initiate(t);
    expect(started.status).toBe(200);
    expect(await respond(t, started.body, ticket)).toEqual(
      refused('NotAuthorizedException', 'User is disabled.'),
    );
    expect(await call(t, 'GetUser', { AccessToken: result['AccessToken'] })).toEqual(
      refused('NotAuthorizedException', 'Access Token has been revoked'),
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
    for (const operation of ['AdminDeleteUser', 'constructor', '__proto__', 'toString']) {
      expect(await call(t, operation, {})).toEqual(
        refused(
          'UnknownOperationException',
          `Unknown operation AWSCognitoIdentityProviderService.${operation}`,
        ),
      );
    }
  });
});

describe('answerUserPool: InitiateAuth tells nothing about accounts', () => {
  it('takes phones only: a user id, a name or nothing is refused alike', async () => {
    const t = testBackend();
    await signIn(t);
    const user = await t.deps.storage.repos.users.byPhone(PHONE);
    const notAPhone = refused(
      'InvalidParameterException',
      'USERNAME must be a 10-digit phone number (+91 optional).',
    );
    for (const username of [user?.id ?? '', 'asha', '98765', '']) {
      expect(await initiate(t, username)).toEqual(notAPhone);
    }
  });

  it('answers a phone with an account, a new phone and a disabled one alike', async () => {
    const t = testBackend();
    await signIn(t, '+919876577702');
    await signIn(t, '+919876577703');
    const disabled = await t.deps.storage.repos.users.byPhone('+919876577703');
    await setUserActive(t.deps, disabled?.id ?? '', false);
    const shape = (answer: { status: number; body: Record<string, unknown> }, phone: string) => {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual([
        'ChallengeName',
        'ChallengeParameters',
        'Session',
      ]);
      expect(answer.body['ChallengeParameters']).toEqual({ USERNAME: phone });
      return String(answer.body['Session']).length;
    };
    const lengths = [];
    for (const phone of ['+919876577702', '+919876577703', '+919876577704']) {
      const first = await initiate(t, phone.slice(3));
      const second = await initiate(t, phone);
      lengths.push(shape(first, phone), shape(second, phone));
      expect(first.body['Session']).not.toBe(second.body['Session']);
    }
    expect(new Set(lengths).size).toBe(1);
  });
});

describe('answerUserPool: tokens', () => {
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

  it('ends every session on a global sign-out', async () => {
    const t = testBackend();
    const first = await signIn(t);
    t.clock.advance(30_000);
    const second = await signIn(t);
    expect(await call(t, 'GetUser', { AccessToken: first.result['AccessToken'] })).toMatchObject({
      status: 200,
    });
    expect(
      await call(t, 'GlobalSignOut', { AccessToken: second.result['AccessToken'] }),
    ).toMatchObject({ status: 200 });
    for (const { result } of [first, second]) {
      expect(await call(t, 'GetUser', { AccessToken: result['AccessToken'] })).toEqual(
        refused('NotAuthorizedException', 'Access Token has been revoked'),
      );
    }
  });

  it('verifies a code for an unknown phone with a ticket only its own challenge takes', async () => {
    const t = testBackend();
    const ticket = await verifiedTicket(t);
    const other = '+919876577709';
    await dispatchOtp(t.deps, t.deps.clock.now(), other);
    const wrong = t.lastCode(other) === '000000' ? '111111' : '000000';
    expect(await verifyOtp(t.deps, t.deps.clock.now(), other, wrong)).toMatchObject({
      signInTicket: null,
    });
    const started = await initiate(t, other);
    expect((await respond(t, started.body, ticket)).body['ChallengeParameters']).toMatchObject({
      attemptsLeft: '3',
    });
  });
});
