import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REFUND_ASK_BACKOFF_CAP_MS,
  REFUND_ASK_BACKOFF_MS,
  refundAskBackoff,
} from '../refund-ask-schedule.js';

describe('refundAskBackoff', () => {
  it.each([
    [1, 5 * 60_000],
    [2, 10 * 60_000],
    [3, 20 * 60_000],
    [7, 320 * 60_000],
    [8, 6 * 60 * 60_000],
    [10_000, 6 * 60 * 60_000],
  ])('waits after failed ask %i: %i ms', (failedAsks, wait) => {
    expect(refundAskBackoff(failedAsks)).toBe(wait);
  });

  it('starts at 5 minutes, doubles per failure, never waits less after more failures, never past 6 hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (failedAsks) => {
        const wait = refundAskBackoff(failedAsks);
        const next = refundAskBackoff(failedAsks + 1);
        expect(wait).toBeGreaterThanOrEqual(REFUND_ASK_BACKOFF_MS);
        expect(next).toBeLessThanOrEqual(REFUND_ASK_BACKOFF_CAP_MS);
        expect(next).toBeGreaterThanOrEqual(wait);
        expect(next).toBe(Math.min(2 * wait, REFUND_ASK_BACKOFF_CAP_MS));
      }),
    );
  });

  it('refuses a count that is not a failed ask', () => {
    for (const count of [0, -1, 1.5, Number.NaN]) {
      expect(() => refundAskBackoff(count)).toThrow(RangeError);
    }
  });
});
