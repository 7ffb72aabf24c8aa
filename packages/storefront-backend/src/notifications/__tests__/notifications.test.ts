import { describe, expect, it } from 'vitest';
import type {
  NotificationSender,
  NotificationToSend,
  SendOutcome,
} from '../../ports/notification-sender.js';
import { testBackend, TEST_START } from '../../testing/test-backend.js';
import { dispatchAfterCommit } from '../dispatch-after-commit.js';
import { DISPATCH_DEFAULTS, dispatchOutbox } from '../dispatch-outbox.js';
import { enqueueNotification, type OrderNotification } from '../enqueue-notification.js';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS, renderNotification } from '../messages.js';

const dispatched: OrderNotification = {
  orderId: 'order-1',
  kind: 'dispatched',
  subject: 'S1',
  recipient: '+919876543210',
  variables: {
    shop: 'Haat',
    orderCode: 'HAAT-10234',
    courier: 'Delhivery',
    awb: '1490811234567',
    trackingUrl: 'https://haatskincare.in/track-order?awb=1490811234567',
  },
};

/** A sender answering what the test scripts, recording what it was given. */
function scripted(...outcomes: SendOutcome[]) {
  const received: NotificationToSend[] = [];
  const sender: NotificationSender = {
    send: (message) => {
      received.push(message);
      return Promise.resolve(
        outcomes.shift() ?? { status: 'sent', providerMessageId: `id-${received.length}` },
      );
    },
  };
  return { sender, received };
}

describe('notification texts', () => {
  it('has a text and a WhatsApp template for every kind, naming every variable', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const { text, variables, whatsappTemplate } = NOTIFICATION_TEXTS[kind];
      expect(whatsappTemplate).toMatch(/^[a-z_]+$/);
      expect([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])).toEqual(variables);
    }
  });

  it('fills the dispatched message with the tracking link', () => {
    expect(renderNotification('dispatched', dispatched.variables)).toBe(
      'Haat: your order HAAT-10234 is on its way with Delhivery (AWB 1490811234567). Track it at https://haatskincare.in/track-order?awb=1490811234567',
    );
    expect(() => renderNotification('refunded', { shop: 'Haat' })).toThrow(
      'The refunded message needs the variable "amount"',
    );
  });
});

describe('the outbox', () => {
  it('queues one message per channel once, however often the change is retried', async () => {
    const { deps } = testBackend();
    const queue = () =>
      deps.storage.transaction((repos) =>
        enqueueNotification(repos, deps.ids, ['sms', 'whatsapp'], TEST_START, dispatched),
      );
    expect(await queue()).toBe(2);
    expect(await queue()).toBe(0);
    const rows = await deps.storage.repos.outbox.list('order-1', 10);
    expect(rows.map((r) => [r.dedupeKey, r.status])).toEqual([
      ['order-1:dispatched:S1:sms', 'pending'],
      ['order-1:dispatched:S1:whatsapp', 'pending'],
    ]);
  });

  it('queues nothing when the change rolls back', async () => {
    const { deps } = testBackend();
    await expect(
      deps.storage.transaction(async (repos) => {
        await enqueueNotification(repos, deps.ids, ['sms'], TEST_START, dispatched);
        throw new Error('the dispatch failed');
      }),
    ).rejects.toThrow('the dispatch failed');
    expect(await deps.storage.repos.outbox.list(null, 10)).toEqual([]);
  });

  it('sends each message once, with its template variables in order', async () => {
    const { deps } = testBackend();
    const sms = scripted();
    await deps.storage.transaction((repos) =>
      enqueueNotification(repos, deps.ids, ['sms'], TEST_START, dispatched),
    );
    const round = await dispatchOutbox({ ...deps, senders: { sms: sms.sender } });
    expect(round).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, unconfirmed: 0 });
    expect(sms.received).toEqual([
      {
        id: expect.any(String) as unknown,
        kind: 'dispatched',
        recipient: '+919876543210',
        variables: [
          'Haat',
          'HAAT-10234',
          'Delhivery',
          '1490811234567',
          'https://haatskincare.in/track-order?awb=1490811234567',
        ],
        text: renderNotification('dispatched', dispatched.variables),
      },
    ]);
    expect(await dispatchOutbox({ ...deps, senders: { sms: sms.sender } })).toMatchObject({
      claimed: 0,
    });
    const [row] = await deps.storage.repos.outbox.list(null, 10);
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: 'id-1',
      sentAt: TEST_START,
    });
  });

  it('retries a message the provider could not take, later and later, then gives up', async () => {
    const { deps, clock } = testBackend();
    const busy: SendOutcome = {
      status: 'not-sent',
      retryable: true,
      reason: 'MSG91 is unavailable (HTTP 503)',
    };
    const sms = scripted(busy, busy, busy, busy, busy);
    await deps.storage.transaction((repos) =>
      enqueueNotification(repos, deps.ids, ['sms'], TEST_START, dispatched),
    );
    const dispatch = () => dispatchOutbox({ ...deps, senders: { sms: sms.sender } });
    expect(await dispatch()).toMatchObject({ retried: 1 });
    clock.advance(DISPATCH_DEFAULTS.retryMs - 1);
    expect(await dispatch()).toMatchObject({ claimed: 0 });
    for (const wait of [1, 60_000, 120_000, 240_000]) {
      clock.advance(wait);
      await dispatch();
    }
    const [row] = await deps.storage.repos.outbox.list(null, 10);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: 'MSG91 is unavailable (HTTP 503)',
    });
    expect(sms.received).toHaveLength(5);
  });

  it('never resends a message whose send may have gone out, and fails refused ones', async () => {
    const { deps } = testBackend();
    const sms = scripted(
      { status: 'unknown', reason: 'MSG91 did not answer within 5000 ms' },
      {
        status: 'not-sent',
        retryable: false,
        reason: 'MSG91 refused the message: Invalid mobile number',
      },
    );
    await deps.storage.transaction(async (repos) => {
      await enqueueNotification(repos, deps.ids, ['sms'], TEST_START, dispatched);
      await enqueueNotification(repos, deps.ids, ['sms', 'whatsapp'], TEST_START, {
        ...dispatched,
        subject: 'S2',
      });
    });
    expect(await dispatchOutbox({ ...deps, senders: { sms: sms.sender } })).toEqual({
      claimed: 3,
      sent: 0,
      retried: 0,
      failed: 2,
      unconfirmed: 1,
    });
    const rows = await deps.storage.repos.outbox.list(null, 10);
    expect(rows.map((r) => [r.status, r.lastError])).toEqual([
      ['unconfirmed', 'MSG91 did not answer within 5000 ms'],
      ['failed', 'MSG91 refused the message: Invalid mobile number'],
      ['failed', 'No sender for whatsapp'],
    ]);
  });

  it('in the mock host, sends right after a commit that queued a message', async () => {
    const { deps } = testBackend();
    const sms = scripted();
    const rounds: Promise<unknown>[] = [];
    const storage = dispatchAfterCommit(deps.storage, () => {
      rounds.push(dispatchOutbox({ ...deps, storage, senders: { sms: sms.sender } }));
    });
    await storage.transaction((repos) =>
      enqueueNotification(repos, deps.ids, ['sms'], TEST_START, dispatched),
    );
    await expect(
      storage.transaction(async (repos) => {
        await enqueueNotification(repos, deps.ids, ['sms'], TEST_START, {
          ...dispatched,
          subject: 'S2',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await Promise.all(rounds);
    expect(rounds).toHaveLength(1);
    expect(sms.received.map((m) => m.kind)).toEqual(['dispatched']);
  });
});
