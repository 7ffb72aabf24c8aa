import { describe, expect, it } from 'vitest';
import { OTP_SEND_WINDOW_MS } from '../../src/ports/storage/otp.js';
import { NOW, phone } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const SECOND = 1000;
const limits = { validForMs: 5 * 60 * SECOND, resendAfterMs: 30 * SECOND, maxSendsPerHour: 5 };
const P = phone(1);
const issue = (now: number, codeHash = 'hash-right') => ({ phone: P, codeHash, now, ...limits });
const TICKET = { hash: 'hash-ticket', validForMs: 3 * 60 * SECOND };
const attempt = (now: number, codeHash = 'hash-right', ticket?: typeof TICKET) => ({
  phone: P,
  codeHash,
  now,
  maxAttempts: 5,
  ...(ticket === undefined ? {} : { ticket }),
});

/** One-time codes: resend interval, hourly cap, attempts, expiry, single use, concurrency. */
export function otpConformance(harness: Harness): void {
  describe('otp', () => {
    it('refuses a new code within the resend interval, saying how long to wait', async () => {
      const { repos } = await harness.open();
      expect(await repos.otp.issue(issue(NOW))).toEqual({ status: 'issued', sendsLeft: 4 });
      expect(await repos.otp.issue(issue(NOW + 10 * SECOND))).toEqual({
        status: 'refused',
        reason: 'RESEND_TOO_SOON',
        retryAfterMs: 20 * SECOND,
      });
      expect(await repos.otp.sendWait(P, NOW + 10 * SECOND, limits)).toBe(20 * SECOND);
      expect(await repos.otp.issue(issue(NOW + 30 * SECOND))).toEqual({
        status: 'issued',
        sendsLeft: 3,
      });
      expect(await repos.otp.issue({ ...issue(NOW + 10 * SECOND), phone: phone(2) })).toMatchObject(
        {
          status: 'issued',
        },
      );
    });

    it('caps sends at 5 in a rolling hour, then allows one again when the oldest leaves the window', async () => {
      const { repos } = await harness.open();
      for (let i = 0; i < 5; i += 1) {
        expect(await repos.otp.issue(issue(NOW + i * 60 * SECOND))).toEqual({
          status: 'issued',
          sendsLeft: 4 - i,
        });
      }
      const later = NOW + 10 * 60 * SECOND;
      expect(await repos.otp.issue(issue(later))).toEqual({
        status: 'refused',
        reason: 'SEND_LIMIT',
        retryAfterMs: NOW + OTP_SEND_WINDOW_MS - later,
      });
      expect(await repos.otp.sendWait(P, later, limits)).toBe(NOW + OTP_SEND_WINDOW_MS - later);
      expect(await repos.otp.issue(issue(NOW + OTP_SEND_WINDOW_MS))).toEqual({
        status: 'issued',
        sendsLeft: 0,
      });
    });

    it('issues one code when 10 requests for one phone race', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(10, () => repos.otp.issue(issue(NOW)));
      expect(outcomes.filter((o) => o.status === 'issued')).toHaveLength(1);
    });

    it('counts wrong attempts and refuses the 6th, even when right', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      for (const attemptsLeft of [4, 3, 2, 1, 0]) {
        expect(await repos.otp.attempt(attempt(NOW + SECOND, 'hash-wrong'))).toEqual({
          status: 'wrong',
          attemptsLeft,
        });
      }
      expect(await repos.otp.attempt(attempt(NOW + SECOND))).toEqual({
        status: 'attempts-exceeded',
      });
      await repos.otp.issue(issue(NOW + 60 * SECOND, 'hash-new'));
      expect(await repos.otp.attempt(attempt(NOW + 61 * SECOND, 'hash-new'))).toEqual({
        status: 'verified',
        attemptsLeft: 4,
      });
    });

    it('counts at most 5 of 10 concurrent wrong attempts as wrong', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      const outcomes = await concurrently(10, () => repos.otp.attempt(attempt(NOW, 'hash-wrong')));
      expect(outcomes.filter((o) => o.status === 'wrong')).toHaveLength(5);
      expect(outcomes.filter((o) => o.status === 'attempts-exceeded')).toHaveLength(5);
    });

    it('expires a code at the end of its validity', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      expect(await repos.otp.attempt(attempt(NOW + limits.validForMs))).toEqual({
        status: 'expired',
      });
      await repos.otp.issue(issue(NOW + limits.validForMs));
      expect(await repos.otp.attempt(attempt(NOW + 2 * limits.validForMs - 1))).toEqual({
        status: 'verified',
        attemptsLeft: 4,
      });
    });

    it('answers not-requested without a code, and after the code was used: a code works once', async () => {
      const { repos } = await harness.open();
      expect(await repos.otp.attempt(attempt(NOW))).toEqual({ status: 'not-requested' });
      await repos.otp.issue(issue(NOW));
      expect(await repos.otp.attempt(attempt(NOW + SECOND))).toEqual({
        status: 'verified',
        attemptsLeft: 4,
      });
      expect(await repos.otp.attempt(attempt(NOW + 2 * SECOND))).toEqual({
        status: 'not-requested',
      });
    });

    it('lets one of 10 concurrent right attempts use the code', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      const outcomes = await concurrently(10, () => repos.otp.attempt(attempt(NOW + SECOND)));
      expect(outcomes.filter((o) => o.status === 'verified')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'not-requested')).toHaveLength(9);
    });

    it('turns a right code into its ticket: the code no longer works, the ticket signs in once', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      expect(await repos.otp.attempt(attempt(NOW + SECOND, 'hash-wrong', TICKET))).toEqual({
        status: 'wrong',
        attemptsLeft: 4,
      });
      expect(await repos.otp.attempt(attempt(NOW + SECOND, 'hash-right', TICKET))).toEqual({
        status: 'verified',
        attemptsLeft: 3,
      });
      expect(await repos.otp.attempt(attempt(NOW + SECOND, 'hash-right', TICKET))).toEqual({
        status: 'not-requested',
      });
      expect(await repos.otp.attempt(attempt(NOW + 2 * SECOND, 'hash-right'))).toEqual({
        status: 'wrong',
        attemptsLeft: 4,
      });
      expect(await repos.otp.attempt(attempt(NOW + 3 * SECOND, 'hash-ticket'))).toEqual({
        status: 'verified',
        attemptsLeft: 3,
      });
      expect(await repos.otp.attempt(attempt(NOW + 4 * SECOND, 'hash-ticket'))).toEqual({
        status: 'not-requested',
      });
    });

    it('caps attempts on a verified code too: 5 wrong answers, then even its ticket is refused', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      await repos.otp.attempt(attempt(NOW + SECOND, 'hash-right', TICKET));
      for (const attemptsLeft of [4, 3, 2, 1, 0]) {
        expect(await repos.otp.attempt(attempt(NOW + 2 * SECOND, 'hash-guess'))).toEqual({
          status: 'wrong',
          attemptsLeft,
        });
      }
      for (const guess of ['hash-guess', 'hash-right', 'hash-ticket']) {
        expect(await repos.otp.attempt(attempt(NOW + 3 * SECOND, guess))).toEqual({
          status: 'attempts-exceeded',
        });
      }
    });

    it('counts at most 5 of 10 concurrent wrong answers on a verified code', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      await repos.otp.attempt(attempt(NOW + SECOND, 'hash-right', TICKET));
      const outcomes = await concurrently(10, () =>
        repos.otp.attempt(attempt(NOW + 2 * SECOND, 'hash-guess')),
      );
      expect(outcomes.filter((o) => o.status === 'wrong')).toHaveLength(5);
      expect(outcomes.filter((o) => o.status === 'attempts-exceeded')).toHaveLength(5);
    });

    it('ends a ticket at the end of its own validity, counted from the verification', async () => {
      const { repos } = await harness.open();
      await repos.otp.issue(issue(NOW));
      const verifiedAt = NOW + 4 * 60 * SECOND;
      await repos.otp.attempt(attempt(verifiedAt, 'hash-right', TICKET));
      // Past the code's own 5 minutes, within the ticket's 3 from its verification.
      expect(
        await repos.otp.attempt(attempt(verifiedAt + TICKET.validForMs - 1, 'hash-wrong')),
      ).toEqual({ status: 'wrong', attemptsLeft: 4 });
      expect(
        await repos.otp.attempt(attempt(verifiedAt + TICKET.validForMs, 'hash-ticket')),
      ).toEqual({ status: 'expired' });
    });
  });
}
