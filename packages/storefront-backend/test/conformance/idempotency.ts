import { describe, expect, it } from 'vitest';
import { NOW } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const DAY = 24 * 60 * 60_000;
const claim = {
  scope: 'CreateOrder',
  key: 'key-0001',
  fingerprint: '{"a":1}',
  now: NOW,
  ttlMs: DAY,
};

/** Idempotency keys: one claim wins, replays, mismatches, abandon and expiry. */
export function idempotencyConformance(harness: Harness): void {
  describe('idempotency', () => {
    it('lets exactly one of 20 concurrent claims of one key through; the others see it in progress', async () => {
      const { repos } = await harness.open();
      const outcomes = await concurrently(20, () => repos.idempotency.claim(claim));
      expect(outcomes.filter((o) => o.status === 'claimed')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'in-progress')).toHaveLength(19);
    });

    it('replays the result once the work is complete, and refuses the key with other input', async () => {
      const { repos } = await harness.open();
      expect(await repos.idempotency.claim(claim)).toEqual({ status: 'claimed' });
      expect(await repos.idempotency.complete(claim.scope, claim.key, 'order-1')).toBe(true);
      expect(await repos.idempotency.complete(claim.scope, claim.key, 'order-2')).toBe(false);
      expect(await repos.idempotency.claim({ ...claim, now: NOW + 1000 })).toEqual({
        status: 'replay',
        result: 'order-1',
      });
      expect(await repos.idempotency.claim({ ...claim, fingerprint: '{"a":2}' })).toEqual({
        status: 'mismatch',
      });
    });

    it('keeps scopes apart: one key in two scopes is two claims', async () => {
      const { repos } = await harness.open();
      expect(await repos.idempotency.claim(claim)).toEqual({ status: 'claimed' });
      expect(await repos.idempotency.claim({ ...claim, scope: 'CreateTransaction' })).toEqual({
        status: 'claimed',
      });
    });

    it('forgets an abandoned claim so the request can be retried, but never a completed one', async () => {
      const { repos } = await harness.open();
      await repos.idempotency.claim(claim);
      await repos.idempotency.abandon(claim.scope, claim.key);
      expect(await repos.idempotency.claim(claim)).toEqual({ status: 'claimed' });
      await repos.idempotency.complete(claim.scope, claim.key, 'order-1');
      await repos.idempotency.abandon(claim.scope, claim.key);
      expect(await repos.idempotency.claim(claim)).toEqual({ status: 'replay', result: 'order-1' });
    });

    it('lets a key be claimed afresh once its time to live has passed', async () => {
      const { repos } = await harness.open();
      await repos.idempotency.claim(claim);
      await repos.idempotency.complete(claim.scope, claim.key, 'order-1');
      expect((await repos.idempotency.claim({ ...claim, now: NOW + DAY - 1 })).status).toBe(
        'replay',
      );
      expect(
        await repos.idempotency.claim({ ...claim, now: NOW + DAY, fingerprint: 'other' }),
      ).toEqual({
        status: 'claimed',
      });
    });
  });
}
