import {
  dispatchOutbox,
  enqueueNotification,
  type NotificationToSend,
} from '@haat/storefront-backend';
import { testBackend } from '@haat/storefront-backend/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOutboxTimer, type OutboxTimer } from '../outbox-timer.js';

const INTERVAL = 5000;

let timer: OutboxTimer | null = null;
const logs: { level: string; details: object; message: string }[] = [];
const log = {
  info: (details: object, message: string) => logs.push({ level: 'info', details, message }),
  warn: (details: object, message: string) => logs.push({ level: 'warn', details, message }),
  error: (details: object, message: string) => logs.push({ level: 'error', details, message }),
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  logs.length = 0;
});

afterEach(async () => {
  await timer?.stop();
  timer = null;
  vi.useRealTimers();
});

describe('startOutboxTimer', () => {
  it('sends queued messages on its tick, a full round followed by the next at once', async () => {
    const { deps } = testBackend();
    const sent: NotificationToSend[] = [];
    const senders = {
      console: {
        send: (m: NotificationToSend) => (
          sent.push(m),
          Promise.resolve({ status: 'sent' as const, providerMessageId: null })
        ),
      },
    };
    for (let n = 1; n <= 3; n += 1) {
      await deps.storage.transaction((repos) =>
        enqueueNotification(repos, deps.ids, ['console'], deps.clock.now(), {
          orderId: `order-${n}`,
          kind: 'delivered',
          subject: 'S1',
          recipient: '+919876543210',
          variables: { shop: 'Haat', orderCode: `HAAT-${n}` },
        }),
      );
    }
    timer = startOutboxTimer({
      dispatch: () =>
        dispatchOutbox(
          { ...deps, senders },
          { limit: 2, leaseMs: 60_000, retryMs: 30_000, maxAttempts: 5 },
        ),
      intervalMs: INTERVAL,
      limit: 2,
      log,
    });
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    // The full round's successor is due at once, not an interval later.
    await vi.waitFor(() => expect(sent).toHaveLength(3), { timeout: 20_000, interval: 1 });
    expect(sent.map((m) => m.variables[1])).toEqual(['HAAT-1', 'HAAT-2', 'HAAT-3']);
    expect(logs.map((l) => [l.level, l.message])).toEqual([
      ['info', 'outbox round'],
      ['info', 'outbox round'],
    ]);
  });

  it('logs a failed round and carries on', async () => {
    let calls = 0;
    timer = startOutboxTimer({
      dispatch: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('database unavailable'))
          : Promise.resolve({ claimed: 0, sent: 0, retried: 0, failed: 0, unconfirmed: 0 });
      },
      intervalMs: INTERVAL,
      limit: 20,
      log,
    });
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(calls).toBe(2);
    expect(logs.map((l) => [l.level, l.message])).toEqual([['error', 'outbox round failed']]);
  });
});
