import { describe, expect, it } from 'vitest';
import type { RateLimitHit } from '../../src/ports/storage/rate-limits.js';
import { concurrently, type Harness } from './harness.js';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;
const hit = (now: number, key = 'otp-send:ip:203.0.113.7'): RateLimitHit => ({
  key,
  windowMs: 10 * MINUTE,
  max: 3,
  now,
});

/** Rate limits: fixed windows per key, counted atomically in storage. */
export function rateLimitsConformance(harness: Harness): void {
  describe('rateLimits', () => {
    it('allows max hits in a window, then refuses until the window ends', async () => {
      const { repos } = await harness.open();
      expect(await repos.rateLimits.hit(hit(NOW))).toEqual({ allowed: true, remaining: 2 });
      expect(await repos.rateLimits.hit(hit(NOW + MINUTE))).toEqual({
        allowed: true,
        remaining: 1,
      });
      expect(await repos.rateLimits.hit(hit(NOW + 2 * MINUTE))).toEqual({
        allowed: true,
        remaining: 0,
      });
      expect(await repos.rateLimits.hit(hit(NOW + 4 * MINUTE))).toEqual({
        allowed: false,
        retryAfterMs: 6 * MINUTE,
      });
      expect(await repos.rateLimits.hit(hit(NOW + 10 * MINUTE - 1))).toEqual({
        allowed: false,
        retryAfterMs: 1,
      });
      expect(await repos.rateLimits.hit(hit(NOW + 10 * MINUTE))).toEqual({
        allowed: true,
        remaining: 2,
      });
    });

    it('counts each key on its own', async () => {
      const { repos } = await harness.open();
      await concurrently(4, () => repos.rateLimits.hit(hit(NOW)));
      expect(await repos.rateLimits.hit(hit(NOW, 'otp-send:ip:198.51.100.1'))).toEqual({
        allowed: true,
        remaining: 2,
      });
      expect(await repos.rateLimits.hit(hit(NOW, 'order:ip:203.0.113.7'))).toEqual({
        allowed: true,
        remaining: 2,
      });
    });

    it('lets exactly max of 50 concurrent hits through', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(50, () => repos.rateLimits.hit({ ...hit(NOW), max: 10 }));
      expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(10);
      const remaining = outcomes.flatMap((outcome) => (outcome.allowed ? [outcome.remaining] : []));
      expect(remaining.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(await repos.rateLimits.hit({ ...hit(NOW + MINUTE), max: 10 })).toEqual({
        allowed: false,
        retryAfterMs: 9 * MINUTE,
      });
    });

    it('starts afresh for a key whose ended window another hit cleaned up', async () => {
      const { repos } = await harness.open();
      await concurrently(4, () => repos.rateLimits.hit(hit(NOW, 'a')));
      // A new window of another key, after a's ended: a's row may be deleted by now.
      expect(await repos.rateLimits.hit(hit(NOW + 20 * MINUTE, 'b'))).toEqual({
        allowed: true,
        remaining: 2,
      });
      expect(await repos.rateLimits.hit(hit(NOW + 20 * MINUTE, 'a'))).toEqual({
        allowed: true,
        remaining: 2,
      });
    });

    it('refuses a window or maximum that is not a whole number of at least 1', async () => {
      const { repos } = await harness.open();
      await expect(repos.rateLimits.hit({ ...hit(NOW), windowMs: 0 })).rejects.toThrow(RangeError);
      await expect(repos.rateLimits.hit({ ...hit(NOW), max: 1.5 })).rejects.toThrow(RangeError);
    });
  });
}
