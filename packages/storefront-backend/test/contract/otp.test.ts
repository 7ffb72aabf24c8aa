import { describe, expect, it } from 'vitest';
import { documents } from './documents.js';
import { PHONE } from './fixtures.js';
import { codeOf, STORE_ID, useContractTarget } from './harness.js';

// Every target sends random codes (no fixed code) and lets the suite read the last one per phone.
const { gql, clock, lastCodeFor } = useContractTarget();

interface Sent {
  ensureUserAndDispatchOTP: {
    isExistingUser: boolean;
    codeLength: number;
    expiresInSeconds: number;
    resendAfterSeconds: number;
    sendsLeft: number;
  };
}
interface Verified {
  verifyCustomOTP: { isVerified: boolean; message: string | null; attemptsLeft: number };
}

const send = (phone = PHONE) =>
  gql<Sent>(documents.ensureUserAndDispatchOTP, { storeId: STORE_ID, phone });
const verify = (otp: string, phone = PHONE) =>
  gql<Verified>(documents.verifyCustomOTP, { storeId: STORE_ID, phone, otp });
const lastCode = (phone = PHONE): string => lastCodeFor(phone);
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('ensureUserAndDispatchOTP / verifyCustomOTP', () => {
  it('creates the user when new, issues a random 6-digit code and verifies it', async () => {
    const sent = await send();
    expect(sent.data?.ensureUserAndDispatchOTP).toEqual({
      isExistingUser: false,
      codeLength: 6,
      expiresInSeconds: 300,
      resendAfterSeconds: 30,
      sendsLeft: 4,
    });
    expect(lastCode()).toMatch(/^\d{6}$/);
    expect((await verify(lastCode())).data?.verifyCustomOTP).toEqual({
      isVerified: true,
      message: null,
      attemptsLeft: 4,
    });
    clock.advance(30_000);
    expect((await send(`+91${PHONE}`)).data?.ensureUserAndDispatchOTP.isExistingUser).toBe(true);
  });

  it('a wrong code answers false with attempts left; the right one then works', async () => {
    await send();
    const miss = await verify(wrong(lastCode()));
    expect(miss.data?.verifyCustomOTP).toEqual({
      isVerified: false,
      message: 'Incorrect code. 4 attempts left.',
      attemptsLeft: 4,
    });
    expect((await verify(lastCode())).data?.verifyCustomOTP.isVerified).toBe(true);
    expect(codeOf(await verify(lastCode()))).toBe('OTP_NOT_REQUESTED');
  });

  it('refuses the 6th attempt even when it is right', async () => {
    await send();
    for (let i = 0; i < 5; i += 1) await verify(wrong(lastCode()));
    const sixth = await verify(lastCode());
    expect(codeOf(sixth)).toBe('OTP_ATTEMPTS_EXCEEDED');
    expect(sixth.errors[0]?.message).toBe(
      'Too many incorrect attempts. Request a new code in 30 seconds.',
    );
    clock.advance(30_000);
    await send();
    expect((await verify(lastCode())).data?.verifyCustomOTP.isVerified).toBe(true);
  });

  it('refuses a resend before 30 s and says when to retry', async () => {
    await send();
    clock.advance(12_000);
    const early = await send();
    expect(codeOf(early)).toBe('OTP_RESEND_TOO_SOON');
    expect(early.errors[0]?.message).toBe('Please wait 18 seconds before requesting a new code.');
    expect(early.errors[0]?.extensions?.['retryAfterSeconds']).toBe(18);
    clock.advance(18_000);
    expect((await send()).errors).toEqual([]);
  });

  it('refuses a 6th code within the hour with a clear message', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send()).errors).toEqual([]);
      clock.advance(60_000);
    }
    clock.advance(13 * 60_000);
    const sixth = await send();
    expect(codeOf(sixth)).toBe('OTP_SEND_LIMIT');
    expect(sixth.errors[0]?.message).toBe('Too many codes requested. Try again in 42 minutes.');
    expect(sixth.errors[0]?.extensions?.['retryAfterSeconds']).toBe(42 * 60);
    clock.advance(42 * 60_000);
    expect((await send()).errors).toEqual([]);
  });

  it('a code expires after 5 minutes', async () => {
    await send();
    const code = lastCode();
    clock.advance(5 * 60_000 - 1);
    expect(codeOf(await verify(wrong(code)))).toBeUndefined();
    clock.advance(1);
    const late = await verify(code);
    expect(codeOf(late)).toBe('OTP_EXPIRED');
    expect(late.errors[0]?.message).toBe('This code has expired. Request a new code.');
  });

  it('refuses invalid phones and codes that are not 6 digits', async () => {
    expect(codeOf(await send('12345'))).toBe('OTP_INVALID_PHONE');
    await send();
    expect(codeOf(await verify('12345'))).toBe('BAD_USER_INPUT');
  });

  it('limits are per phone', async () => {
    await send();
    expect((await send('9123456780')).errors).toEqual([]);
  });
});
