import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { anOrder, aUser, NOW, uuid } from './builders.js';
import { PRODUCT } from './catalogue.js';
import { type Harness } from './harness.js';

const DAY = 24 * 60 * 60_000;

/** Transactions: all or nothing, own writes visible, and records that are copies. */
export function transactionsConformance(harness: Harness): void {
  describe('transactions', () => {
    it('leaves nothing behind when the work throws after writing: order, stock, rewards, counters, keys', async () => {
      const storage = await harness.open();
      await storage.repos.users.insert(aUser(1, 1000));
      const { order, payments } = anOrder(10, { userId: uuid(1), quantity: 2 });
      const failure = new Error('payment provider down');
      const claim = {
        scope: 'CreateOrder',
        key: 'key-0001',
        fingerprint: 'f',
        now: NOW,
        ttlMs: DAY,
      };
      await expect(
        storage.transaction(async (repos) => {
          expect(await repos.idempotency.claim(claim)).toEqual({ status: 'claimed' });
          expect(await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 2 }])).toEqual({
            ok: true,
          });
          expect(await repos.rewards.spend(uuid(1), asPaise(400))).toBe(true);
          await repos.users.countOrder(uuid(1));
          await repos.orders.insert(order, payments);
          await repos.users.update(uuid(1), { firstName: 'Changed' });
          throw failure;
        }),
      ).rejects.toBe(failure);
      const { repos } = storage;
      expect(await repos.orders.byId(order.id)).toBeNull();
      expect(await repos.payments.byOrder(order.id)).toEqual([]);
      expect(await repos.stock.available([PRODUCT.fiveLeft])).toEqual([
        { key: PRODUCT.fiveLeft, available: 5 },
      ]);
      expect(await repos.users.byId(uuid(1))).toEqual(aUser(1, 1000));
      expect(await repos.idempotency.claim(claim)).toEqual({ status: 'claimed' });
    });

    it('commits every write of work that succeeds, and answers its result', async () => {
      const storage = await harness.open();
      await storage.repos.users.insert(aUser(1, 1000));
      const { order, payments } = anOrder(10, { userId: uuid(1) });
      const result = await storage.transaction(async (repos) => {
        await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 1 }]);
        await repos.rewards.spend(uuid(1), asPaise(400));
        await repos.orders.insert(order, payments);
        return order.code;
      });
      expect(result).toBe(order.code);
      const { repos } = storage;
      expect(await repos.orders.byId(order.id)).toEqual(order);
      expect(await repos.stock.available([PRODUCT.fiveLeft])).toEqual([
        { key: PRODUCT.fiveLeft, available: 4 },
      ]);
      expect(await repos.rewards.balance(uuid(1))).toBe(600);
    });

    it('lets the work read its own writes', async () => {
      const storage = await harness.open();
      await storage.transaction(async (repos) => {
        await repos.users.insert(aUser(1, 300));
        await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 2 }]);
        expect(await repos.users.byId(uuid(1))).toEqual(aUser(1, 300));
        expect(await repos.stock.available([PRODUCT.fiveLeft])).toEqual([
          { key: PRODUCT.fiveLeft, available: 3 },
        ]);
      });
    });

    it('rolls back a failed single call: a duplicate order id stores nothing', async () => {
      const { repos } = await harness.open();
      const first = anOrder(10);
      await repos.orders.insert(first.order, first.payments);
      const clash = anOrder(11);
      await expect(
        repos.orders.insert({ ...clash.order, id: first.order.id }, clash.payments),
      ).rejects.toThrow();
      expect(await repos.payments.byId(clash.payments[0]!.id)).toBeNull();
    });

    it('answers copies: changing a record read or written changes nothing stored', async () => {
      const { repos } = await harness.open();
      const user = aUser(1);
      await repos.users.insert(user);
      (user as { firstName: string | null }).firstName = 'Changed after insert';
      const read = await repos.users.byId(uuid(1));
      (read as { firstName: string | null }).firstName = 'Changed after read';
      const { order, payments } = anOrder(10);
      await repos.orders.insert(order, payments);
      (order.lines as unknown[]).push('junk');
      const stored = await repos.orders.byId(order.id);
      (stored?.lines as unknown[]).push('more junk');
      expect((await repos.users.byId(uuid(1)))?.firstName).toBeNull();
      expect((await repos.orders.byId(order.id))?.lines).toHaveLength(1);
    });
  });
}
