import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url, utf8 } from '../../crypto/encoding.js';
import { dispatchOtp } from '../../otp/dispatch.js';
import { testBackend } from '../../testing/test-backend.js';
import {
  CHALLENGE_TTL_MS,
  openChallengeSession,
  sealChallengeSession,
} from '../challenge-session.js';
import { initiate, PHONE, refused, respond, signIn } from './pool.js';

const SECRET = 'test-otp-secret';
const expired = refused(
  'NotAuthorizedException',
  'Invalid session for the user, session is expired.',
);

describe('the challenge Session', () => {
  it('is opaque: neither the phone nor any JSON can be read from it', async () => {
    const t = testBackend();
    const { Session } = (await initiate(t)).body as { Session: string };
    const bytes = fromBase64Url(Session) ?? new Uint8Array();
    const text = new TextDecoder().decode(bytes);
    expect(text).not.toContain('9876577701');
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(await openChallengeSession(SECRET, Session, t.deps.clock.now())).toEqual({
      phone: PHONE,
      expiresAt: t.deps.clock.now() + CHALLENGE_TTL_MS,
    });
  });

  it("refuses yesterday's readable sessions and any forged one, naming any user or expiry", async () => {
    const t = testBackend();
    await signIn(t);
    const victim = await t.deps.storage.repos.users.byPhone(PHONE);
    const intruder = '+919876577799';
    await dispatchOtp(t.deps, t.deps.clock.now(), intruder);
    const readable = (userId: string) =>
      toBase64Url(
        utf8(
          JSON.stringify({
            phone: intruder,
            userId,
            expiresAt: t.deps.clock.now() + 365 * 86_400_000,
            nonce: 'n',
          }),
        ),
      );
    const forgeries = [
      // The readable base64 JSON of before, naming an unused id (a seeded reviewer's, say) and
      // an expiry a year away: it used to sign the intruder in as that id.
      readable('reviewer-without-account'),
      // The same, naming the victim's id.
      toBase64Url(
        utf8(
          JSON.stringify({
            phone: intruder,
            userId: victim?.id,
            expiresAt: t.deps.clock.now() + 365 * 86_400_000,
            nonce: 'n',
          }),
        ),
      ),
      // A session sealed with another key.
      await sealChallengeSession('another-shop-secret', {
        phone: intruder,
        expiresAt: t.deps.clock.now() + 60_000,
      }),
      '',
      'not-a-session',
    ];
    for (const Session of forgeries) {
      const challenge = { ChallengeParameters: { USERNAME: intruder }, Session };
      expect(await respond(t, challenge, t.lastCode(intruder))).toEqual(expired);
    }
    expect(await t.deps.storage.repos.users.byPhone(intruder)).toBeNull();
  });

  it('refuses a sealed session with any byte changed', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const started = (await initiate(t)).body;
    const bytes = fromBase64Url(String(started['Session'])) ?? new Uint8Array();
    for (const index of [0, 12, bytes.length - 1]) {
      const edited = Uint8Array.from(bytes);
      edited[index] = (edited[index] ?? 0) ^ 1;
      const challenge = { ...started, Session: toBase64Url(edited) };
      expect(await respond(t, challenge, t.lastCode(PHONE))).toEqual(expired);
    }
  });

  it('ends by the server clock 3 minutes after InitiateAuth, whatever the client holds', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const started = (await initiate(t)).body;
    t.clock.advance(CHALLENGE_TTL_MS - 1);
    expect(
      await openChallengeSession(SECRET, String(started['Session']), t.deps.clock.now()),
    ).not.toBeNull();
    t.clock.advance(1);
    expect(await respond(t, started, t.lastCode(PHONE))).toEqual(expired);
  });

  it('refuses an answer naming another phone than the one sealed in the session', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const started = (await initiate(t)).body;
    const other = { ...started, ChallengeParameters: { USERNAME: '+919876577702' } };
    expect(await respond(t, other, t.lastCode(PHONE))).toEqual(
      refused('NotAuthorizedException', 'Incorrect username or password.'),
    );
  });
});
