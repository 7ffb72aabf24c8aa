import { describe, expect, it } from 'vitest';
import type { ShopCatalogue } from '../../src/deps.js';
import { cancelUnconfirmedCod } from '../../src/fulfilment/cancel-unconfirmed-cod.js';
import { moveOrder } from '../../src/fulfilment/move-order.js';
import { startPlacedLife } from '../../src/fulfilment/start-placed-life.js';
import type { Storage } from '../../src/ports/storage.js';
import type { OrderRecord } from '../../src/ports/storage/records.js';
import { anOrder, NOW, uuid } from './builders.js';
import { PRODUCT, type ConformanceCatalogue } from './catalogue.js';
import type { Harness } from './harness.js';
import { depsOver } from './order-lives.js';

const HOUR = 3_600_000;
/** The default confirmation time (48 hours) and a moment past it. */
const PAST_DEADLINE = NOW + 48 * HOUR + 1;

/**
 * A COD order of `quantity` units of five-left placed at `createdAt` as placement does it: the
 * order CONFIRMED, its units reserved and its life started (`startPlacedLife`), in one transaction.
 */
async function placedCod(
  storage: Storage<ConformanceCatalogue>,
  n: number,
  createdAt = NOW,
  quantity = 2,
): Promise<OrderRecord> {
  const built = anOrder(n, { paymentType: 'COD', quantity, userId: uuid(70 + n), createdAt });
  const order: OrderRecord = {
    ...built.order,
    status: 'CONFIRMED',
    deliveryStatus: 'CONFIRMED',
    history: [...built.order.history, { status: 'CONFIRMED', at: createdAt }],
    holdUntil: null,
  };
  const deps = depsOver(storage, createdAt);
  await shopOf(storage).transaction(async (repos) => {
    await repos.orders.insert(order, built.payments);
    const reserved = await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity }]);
    if (!reserved.ok) throw new Error('no stock for the conformance order');
    await startPlacedLife(repos, deps, order, createdAt);
  });
  return order;
}

/** The conformance catalogue is a shop's catalogue with a store id (as `depsOver` says). */
const shopOf = (storage: Storage<ConformanceCatalogue>) =>
  storage as unknown as Storage<ShopCatalogue>;

const available = async (storage: Storage<ConformanceCatalogue>) =>
  (await storage.repos.stock.available([PRODUCT.fiveLeft]))[0]?.available;

/** COD confirmation (issue 23): the placement's message, the shopper's confirm, the sweep. */
export function codConfirmationConformance(harness: Harness): void {
  describe('COD confirmation', () => {
    it('queues the confirm-your-COD-order message once, with its link, as the life starts', async () => {
      const storage = await harness.open();
      const order = await placedCod(storage, 61);
      const deps = depsOver(storage, NOW);
      // A second start (a repeated payment report, a retried placement) queues nothing more.
      const again = await shopOf(storage).transaction((repos) =>
        startPlacedLife(repos, deps, order, NOW),
      );
      expect(again).toBe(false);
      const messages = await storage.repos.outbox.list(order.id, 10);
      expect(messages.map((m) => [m.kind, m.channel])).toEqual([['confirm-cod', 'console']]);
      expect(messages[0]?.variables['confirmUrl']).toMatch(/^\/orders\/confirm-cod\?t=.+/);
      expect((await storage.repos.orderLives.byOrder(order.id))?.stage).toBe('TO_CONFIRM');
    });

    it('selects orders waiting for confirmation placed before a time, oldest first, bounded', async () => {
      const storage = await harness.open();
      const late = await placedCod(storage, 62, NOW + 2 * HOUR, 1);
      const early = await placedCod(storage, 63, NOW, 1);
      const confirmed = await placedCod(storage, 64, NOW - HOUR, 1);
      await moveOrder(depsOver(storage), {
        orderId: confirmed.id,
        move: { type: 'CONFIRM_COD' },
        actor: { kind: 'staff', staffId: 'staff-1' },
      });
      const waiting = (before: number, limit = 10) =>
        storage.repos.orderLives.awaitingConfirmation(before, limit);
      expect(await waiting(NOW + 3 * HOUR)).toEqual([early.id, late.id]);
      expect(await waiting(NOW + 3 * HOUR, 1)).toEqual([early.id]);
      expect(await waiting(NOW + 2 * HOUR)).toEqual([early.id]);
      expect(await waiting(NOW)).toEqual([]);
    });

    it('cancels an order unconfirmed past its time with its stock back, once', async () => {
      const storage = await harness.open();
      const order = await placedCod(storage, 65);
      const fresh = await placedCod(storage, 66, NOW + HOUR, 1);
      expect(await available(storage)).toBe(2);
      // Not yet: 48 hours to the millisecond have not passed.
      expect(await cancelUnconfirmedCod(depsOver(storage, NOW + 48 * HOUR - 1))).toBe(0);
      expect(await cancelUnconfirmedCod(depsOver(storage, PAST_DEADLINE))).toBe(1);
      expect(await cancelUnconfirmedCod(depsOver(storage, PAST_DEADLINE))).toBe(0);
      expect(await storage.repos.orders.byId(order.id)).toMatchObject({ status: 'CANCELLED' });
      expect((await storage.repos.orders.byId(fresh.id))?.status).toBe('CONFIRMED');
      expect(await available(storage)).toBe(4);
      const log = await storage.repos.orderLives.log(order.id);
      expect(log.map((e) => [e.move, e.actorKind, e.reason])).toEqual([
        ['CANCEL', 'system', 'Not confirmed in time'],
      ]);
      const kinds = (await storage.repos.outbox.list(order.id, 10)).map((m) => m.kind).sort();
      expect(kinds).toEqual(['cancelled', 'confirm-cod']);
    });

    it('lets exactly one of a shopper confirming and the sweep cancelling win', async () => {
      const storage = await harness.open();
      const order = await placedCod(storage, 67, NOW, 3);
      const [confirm, swept] = await Promise.all([
        moveOrder(depsOver(storage, PAST_DEADLINE), {
          orderId: order.id,
          move: { type: 'CONFIRM_COD' },
          actor: { kind: 'shopper', userId: order.userId },
        }),
        cancelUnconfirmedCod(depsOver(storage, PAST_DEADLINE)),
      ]);
      expect([confirm.ok, swept === 1].filter(Boolean)).toHaveLength(1);
      const after = await storage.repos.orders.byId(order.id);
      expect(after?.status).toBe(confirm.ok ? 'CONFIRMED' : 'CANCELLED');
      expect(await available(storage)).toBe(confirm.ok ? 2 : 5);
      expect(await storage.repos.orderLives.log(order.id)).toHaveLength(1);
    });
  });
}
