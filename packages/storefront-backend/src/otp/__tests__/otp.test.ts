import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import type { ShopCatalogue } from '../../deps.js';
import { createMemoryStorage } from '../../memory/index.js';
import { testBackend, testContext } from '../../testing/test-backend.js';
import { resolveField } from '../../testing/resolve-field.js';
import { refusalOf } from '../../testing/refusal.js';
import { hashOtpCode } from '../code.js';
import { dispatchOtp } from '../dispatch.js';
import { otpDomain } from '../domain.js';
import { verifyOtp } from '../verify.js';

const PHONE = '+919876500001';
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dispatchOtp', () => {
  it('sends a 6-digit code and answers the limits, creating no user', async () => {
    const t = testBackend();
    const sent = await dispatchOtp(t.deps, t.deps.clock.now(), '9876500001');
    expect(sent).toEqual({
      isExistingUser: false,
      codeLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
      sendsLeft: 4,
    });
    expect(t.lastCode(PHONE)).toMatch(/^\d{6}$/);
    expect(await t.deps.storage.repos.users.byPhone(PHONE)).toBeNull();
  });

  it('draws the code from crypto.getRandomValues, redrawing values that would bias it', async () => {
    const draws = [2 ** 32 - 1, 42];
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      if (array instanceof Uint32Array) array[0] = draws.shift() ?? 0;
      return array;
    });
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    expect(t.lastCode(PHONE)).toBe('000042');
    expect(draws).toEqual([]);
  });

  it('stores the code hashed, never as it was sent', async () => {
    const saved: string[] = [];
    const t = testBackend({ settings: { fixedOtp: '987654' } });
    const storage = createMemoryStorage<ShopCatalogue>({
      seed: { storeId: STORE_ID, ...sampleShop },
      persistence: { load: () => null, save: (state) => void saved.push(JSON.stringify(state)) },
    });
    await dispatchOtp({ ...t.deps, storage }, t.deps.clock.now(), PHONE);
    const state = saved.at(-1) ?? '';
    expect(state).toContain(await hashOtpCode(t.deps.settings.otpSecret, PHONE, '987654'));
    expect(state).not.toContain('987654');
  });

  it('hashes under the host secret: a leaked row cannot be matched by trying every code', async () => {
    const hashes = await Promise.all(
      ['secret-a', 'secret-b'].map((secret) => hashOtpCode(secret, PHONE, '987654')),
    );
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('refuses a resend before 30 s and says when to retry', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    t.clock.advance(12_000);
    expect(await refusalOf(dispatchOtp(t.deps, t.deps.clock.now(), PHONE))).toMatchObject({
      code: 'OTP_RESEND_TOO_SOON',
      message: 'Please wait 18 seconds before requesting a new code.',
      extensions: { retryAfterSeconds: 18 },
    });
    t.clock.advance(18_000);
    expect((await dispatchOtp(t.deps, t.deps.clock.now(), PHONE)).sendsLeft).toBe(3);
  });

  it('never asks for more than 30 seconds, even when the last send was stamped a moment after now', async () => {
    const t = testBackend();
    const sentAt = t.deps.clock.now();
    await dispatchOtp(t.deps, sentAt, PHONE);
    // Negative: a request that read the clock just before the one that sent, answered after it.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -5_000, max: 29_999 }), async (elapsedMs) => {
        const refusal = await refusalOf(dispatchOtp(t.deps, sentAt + elapsedMs, PHONE));
        const seconds = Math.min(30, Math.ceil((30_000 - elapsedMs) / 1000));
        expect(refusal).toMatchObject({
          code: 'OTP_RESEND_TOO_SOON',
          message: `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`,
          extensions: { retryAfterSeconds: seconds },
        });
      }),
    );
  });

  it('refuses a 6th code within the hour with a clear message', async () => {
    const t = testBackend();
    for (let i = 0; i < 5; i += 1) {
      await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
      t.clock.advance(30_000);
    }
    t.clock.advance(18 * 60_000 - 150_000);
    expect(await refusalOf(dispatchOtp(t.deps, t.deps.clock.now(), PHONE))).toMatchObject({
      code: 'OTP_SEND_LIMIT',
      message: 'Too many codes requested. Try again in 42 minutes.',
      extensions: { retryAfterSeconds: 42 * 60 },
    });
    expect((await dispatchOtp(t.deps, t.deps.clock.now(), '9123456780')).sendsLeft).toBe(4);
  });

  it('refuses an invalid phone', async () => {
    const t = testBackend();
    expect(await refusalOf(dispatchOtp(t.deps, t.deps.clock.now(), '12345'))).toMatchObject({
      code: 'OTP_INVALID_PHONE',
      message: 'Please enter valid phone number',
    });
  });
});

describe('verifyOtp', () => {
  it('verifies the right code and creates the user then (isExistingUser afterwards)', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    expect(await verifyOtp(t.deps, t.deps.clock.now(), PHONE, t.lastCode(PHONE))).toEqual({
      isVerified: true,
      message: null,
      attemptsLeft: 4,
      signInTicket: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
    expect(await t.deps.storage.repos.users.byPhone(PHONE)).toMatchObject({
      phone: PHONE,
      phoneVerified: true,
    });
    t.clock.advance(30_000);
    expect((await dispatchOtp(t.deps, t.deps.clock.now(), PHONE)).isExistingUser).toBe(true);
  });

  it('answers a wrong code with the tries left; the right one then works, once', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const code = t.lastCode(PHONE);
    expect(await verifyOtp(t.deps, t.deps.clock.now(), PHONE, wrong(code))).toEqual({
      isVerified: false,
      message: 'Incorrect code. 4 attempts left.',
      attemptsLeft: 4,
      signInTicket: null,
    });
    expect(await t.deps.storage.repos.users.byPhone(PHONE)).toBeNull();
    expect((await verifyOtp(t.deps, t.deps.clock.now(), PHONE, code)).isVerified).toBe(true);
    expect(await refusalOf(verifyOtp(t.deps, t.deps.clock.now(), PHONE, code))).toMatchObject({
      code: 'OTP_NOT_REQUESTED',
      message: 'Please request a code first.',
    });
  });

  it('refuses the 6th attempt even when it is right', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    const code = t.lastCode(PHONE);
    const messages: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      messages.push((await verifyOtp(t.deps, t.deps.clock.now(), PHONE, wrong(code))).message);
    }
    expect(messages.at(-1)).toBe('Incorrect code. No attempts left: please request a new code.');
    expect(await refusalOf(verifyOtp(t.deps, t.deps.clock.now(), PHONE, code))).toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many incorrect attempts. Request a new code in 30 seconds.',
      extensions: { retryAfterSeconds: 30 },
    });
  });

  it('refuses a code after its 5 minutes', async () => {
    const t = testBackend();
    await dispatchOtp(t.deps, t.deps.clock.now(), PHONE);
    t.clock.advance(5 * 60_000);
    expect(
      await refusalOf(verifyOtp(t.deps, t.deps.clock.now(), PHONE, t.lastCode(PHONE))),
    ).toMatchObject({ code: 'OTP_EXPIRED', message: 'This code has expired. Request a new code.' });
  });

  it('refuses codes that are not 6 digits', async () => {
    const t = testBackend();
    expect(await refusalOf(verifyOtp(t.deps, t.deps.clock.now(), PHONE, '12345'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Enter the 6-digit code.',
    });
  });
});

describe('otpDomain', () => {
  it('answers both queries for this store and refuses another store', async () => {
    const t = testBackend({ settings: { fixedOtp: '123456' } });
    const context = testContext(t.deps);
    const args = { storeId: STORE_ID, phone: PHONE };
    await resolveField(otpDomain, 'Query', 'ensureUserAndDispatchOTP', args, context);
    expect(
      await resolveField(
        otpDomain,
        'Query',
        'verifyCustomOTP',
        { ...args, otp: '123456' },
        context,
      ),
    ).toMatchObject({ isVerified: true });
    const elsewhere = { storeId: 'another-store', phone: PHONE };
    expect(
      await refusalOf(
        resolveField(otpDomain, 'Query', 'ensureUserAndDispatchOTP', elsewhere, context),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Store not found' });
  });
});
