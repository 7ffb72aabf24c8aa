import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../src/ports/storage/outbox.js';
import { NOW, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const message = (n: number, changes: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: uuid(n),
  dedupeKey: `order-${n}:dispatched:S1:sms`,
  channel: 'sms',
  kind: 'dispatched',
  recipient: '+919876543210',
  variables: { shop: 'Haat', orderCode: `HAAT-${n}` },
  orderId: `order-${n}`,
  createdAt: NOW + n,
  availableAt: NOW + n,
  ...changes,
});

const LEASE = 60_000;

/** The outbox: queued once per dedupe key, claimed by one dispatcher, never sent twice. */
export function outboxConformance(harness: Harness): void {
  describe('outbox', () => {
    it('queues a message once per dedupe key, and claims, sends and settles it', async () => {
      const { repos } = await harness.open();
      expect(await repos.outbox.enqueue(message(1))).toBe(true);
      expect(await repos.outbox.enqueue(message(2, { dedupeKey: message(1).dedupeKey }))).toBe(
        false,
      );
      expect(
        await repos.outbox.claim({ now: NOW, leaseMs: LEASE, limit: 10, token: 't1' }),
      ).toEqual([]);
      const [claimed] = await repos.outbox.claim({
        now: NOW + 5,
        leaseMs: LEASE,
        limit: 10,
        token: 't1',
      });
      expect(claimed).toEqual({
        ...message(1),
        status: 'claimed',
        attempts: 0,
        claimToken: 't1',
        leaseUntil: NOW + 5 + LEASE,
        sentAt: null,
        providerMessageId: null,
        lastError: null,
      });
      expect(await repos.outbox.markSending(uuid(1), 'other', NOW + 6)).toBe(false);
      expect(await repos.outbox.markSending(uuid(1), 't1', NOW + 6)).toBe(true);
      expect(
        await repos.outbox.settle(uuid(1), 't1', {
          status: 'sent',
          providerMessageId: 'req-1',
          at: NOW + 7,
        }),
      ).toBe(true);
      expect(await repos.outbox.byId(uuid(1))).toEqual({
        ...message(1),
        status: 'sent',
        attempts: 1,
        claimToken: null,
        leaseUntil: null,
        sentAt: NOW + 7,
        providerMessageId: 'req-1',
        lastError: null,
      });
      expect(
        await repos.outbox.settle(uuid(1), 't1', { status: 'failed', error: 'late', at: NOW + 8 }),
      ).toBe(false);
      expect(
        await repos.outbox.claim({ now: NOW + 9, leaseMs: LEASE, limit: 10, token: 't2' }),
      ).toEqual([]);
    });

    it('puts a message the provider could not take back in the queue for later', async () => {
      const { repos } = await harness.open();
      await repos.outbox.enqueue(message(1));
      await repos.outbox.claim({ now: NOW + 1, leaseMs: LEASE, limit: 1, token: 't1' });
      await repos.outbox.markSending(uuid(1), 't1', NOW + 2);
      await repos.outbox.settle(uuid(1), 't1', {
        status: 'retry',
        error: 'HTTP 503',
        at: NOW + 30_000,
      });
      expect(
        await repos.outbox.claim({ now: NOW + 29_999, leaseMs: LEASE, limit: 1, token: 't2' }),
      ).toEqual([]);
      const [again] = await repos.outbox.claim({
        now: NOW + 30_000,
        leaseMs: LEASE,
        limit: 1,
        token: 't3',
      });
      expect(again).toMatchObject({
        status: 'claimed',
        attempts: 1,
        claimToken: 't3',
        lastError: 'HTTP 503',
      });
    });

    it('reclaims what a dead dispatcher had claimed, but never resends what it was sending', async () => {
      const { repos } = await harness.open();
      for (const n of [1, 2, 3]) await repos.outbox.enqueue(message(n));
      await repos.outbox.claim({ now: NOW + 10, leaseMs: LEASE, limit: 3, token: 'dead' });
      await repos.outbox.markSending(uuid(1), 'dead', NOW + 11);
      await repos.outbox.settle(uuid(1), 'dead', {
        status: 'sent',
        providerMessageId: null,
        at: NOW + 12,
      });
      await repos.outbox.markSending(uuid(2), 'dead', NOW + 13);
      // The dispatcher dies here: message 2 was being sent, message 3 only claimed.
      expect(
        await repos.outbox.claim({
          now: NOW + 11 + LEASE - 2,
          leaseMs: LEASE,
          limit: 10,
          token: 'x',
        }),
      ).toEqual([]);
      const reclaimed = await repos.outbox.claim({
        now: NOW + 10 + LEASE,
        leaseMs: LEASE,
        limit: 10,
        token: 'next',
      });
      expect(reclaimed.map((row) => [row.id, row.claimToken])).toEqual([[uuid(3), 'next']]);
      expect(await repos.outbox.byId(uuid(2))).toMatchObject({
        status: 'unconfirmed',
        attempts: 1,
      });
      expect(await repos.outbox.markSending(uuid(3), 'dead', NOW + 10 + LEASE)).toBe(false);
      expect(
        await repos.outbox.settle(uuid(3), 'dead', {
          status: 'sent',
          providerMessageId: null,
          at: NOW,
        }),
      ).toBe(false);
      expect((await repos.outbox.list(null, 10)).map((row) => row.status)).toEqual([
        'sent',
        'unconfirmed',
        'claimed',
      ]);
      expect((await repos.outbox.list('order-3', 10)).map((row) => row.id)).toEqual([uuid(3)]);
    });

    it('gives each due message to exactly one of many concurrent dispatchers', async () => {
      const { repos } = await harness.open();
      for (let n = 1; n <= 30; n += 1) await repos.outbox.enqueue(message(n));
      const batches = await concurrently(8, (i) =>
        repos.outbox.claim({ now: NOW + 100, leaseMs: LEASE, limit: 5, token: `d${i}` }),
      );
      const ids = batches.flat().map((row) => row.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
      for (const [i, batch] of batches.entries()) {
        for (const row of batch) expect(row.claimToken).toBe(`d${i}`);
      }
    });
  });
}
