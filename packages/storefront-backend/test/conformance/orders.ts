import { describe, expect, it } from 'vitest';
import { anOrder, NOW, phone, uuid } from './builders.js';
import { PRODUCT } from './catalogue.js';
import { concurrently, type Harness } from './harness.js';

const page = { offset: 0, limit: 10 };
const MINUTE = 60_000;

/** Orders: insert with payments, owner and phone searches, conditional transitions (holds: order-holds.ts). */
export function ordersConformance(harness: Harness): void {
  describe('orders', () => {
    it('stores an order with its payments and answers them back', async () => {
      const { repos } = await harness.open();
      const { order, payments } = anOrder(10, { userId: uuid(1) });
      await repos.orders.insert(order, payments);
      expect(await repos.orders.byId(order.id)).toEqual(order);
      expect(await repos.payments.byOrder(order.id)).toEqual(payments);
      expect(await repos.orders.byId(uuid(404))).toBeNull();
    });

    it('refuses a second order with a taken code or payment id', async () => {
      const { repos } = await harness.open();
      const first = anOrder(10);
      await repos.orders.insert(first.order, first.payments);
      const second = anOrder(11);
      await expect(
        repos.orders.insert({ ...second.order, code: first.order.code }, second.payments),
      ).rejects.toThrow();
      await expect(
        repos.orders.insert(second.order, [{ ...second.payments[0]!, id: first.payments[0]!.id }]),
      ).rejects.toThrow();
      expect(await repos.orders.byId(second.order.id)).toBeNull();
    });

    it("finds a user's orders newest first, filtered and paged", async () => {
      const { repos } = await harness.open();
      const mine = [0, 1, 2].map((i) =>
        anOrder(10 + i, { userId: uuid(1), createdAt: NOW + i * MINUTE }),
      );
      for (const { order, payments } of [...mine, anOrder(20, { userId: uuid(2) })]) {
        await repos.orders.insert(order, payments);
      }
      await repos.orders.transition({
        id: uuid(11),
        from: ['PENDING'],
        to: 'CONFIRMED',
        at: NOW + 5 * MINUTE,
      });
      const all = await repos.orders.byUser(uuid(1), {}, { offset: 0, limit: 2 });
      expect(all.items.map((o) => o.id)).toEqual([uuid(12), uuid(11)]);
      expect(all.total).toBe(3);
      const ids = async (filter: object) =>
        (await repos.orders.byUser(uuid(1), filter, page)).items.map((o) => o.id);
      expect(await ids({ status: 'CONFIRMED' })).toEqual([uuid(11)]);
      expect(await ids({ from: NOW + MINUTE })).toEqual([uuid(12), uuid(11)]);
      expect(await ids({ to: NOW + MINUTE })).toEqual([uuid(10)]);
      expect(await ids({ code: 'haat-12' })).toEqual([uuid(12)]);
    });

    it('finds guest orders shipped to a phone, and only guest orders', async () => {
      const { repos } = await harness.open();
      const orders = [
        anOrder(10, { phone: phone(7) }),
        anOrder(11, { phone: phone(7), userId: uuid(1) }),
        anOrder(12, { phone: phone(8) }),
      ];
      for (const { order, payments } of orders) await repos.orders.insert(order, payments);
      const found = await repos.orders.byPhone(phone(7), {}, page);
      expect(found.items.map((o) => o.id)).toEqual([uuid(10)]);
      expect(found.total).toBe(1);
    });

    it('moves an order only from the statuses named, once under concurrency, recording each change', async () => {
      const { repos } = await harness.open();
      const { order, payments } = anOrder(10, { holdUntil: NOW + MINUTE });
      await repos.orders.insert(order, payments);
      const cancels = await concurrently(10, () =>
        repos.orders.transition({
          id: order.id,
          from: ['PENDING'],
          to: 'CANCELLED',
          at: NOW + 5,
          deliveryStatus: 'CANCELLED',
        }),
      );
      expect(cancels.filter((o) => o !== null)).toHaveLength(1);
      const cancelled = await repos.orders.byId(order.id);
      expect(cancelled).toEqual({
        ...order,
        status: 'CANCELLED',
        deliveryStatus: 'CANCELLED',
        holdUntil: null,
        updatedAt: NOW + 5,
        history: [
          { status: 'PENDING', at: NOW },
          { status: 'CANCELLED', at: NOW + 5 },
        ],
      });
      expect(
        await repos.orders.transition({
          id: order.id,
          from: ['PENDING'],
          to: 'CONFIRMED',
          at: NOW + 6,
        }),
      ).toBeNull();
      expect(
        await repos.orders.transition({
          id: uuid(404),
          from: ['PENDING'],
          to: 'CONFIRMED',
          at: NOW,
        }),
      ).toBeNull();
    });

    it('tells whether a user has a paid or delivered order of a product', async () => {
      const { repos } = await harness.open();
      const user = uuid(1);
      const unpaid = anOrder(10, { userId: user, productId: PRODUCT.oneLeft });
      const paid = anOrder(11, { userId: user, productId: PRODUCT.fiveLeft });
      const delivered = anOrder(12, {
        userId: user,
        productId: PRODUCT.tenLeft,
        paymentType: 'COD',
      });
      for (const { order, payments } of [unpaid, paid, delivered])
        await repos.orders.insert(order, payments);
      await repos.payments.markPaid(paid.payments[0]!.id, 'pay_1', NOW);
      await repos.orders.transition({
        id: delivered.order.id,
        from: ['PENDING'],
        to: 'DELIVERED',
        at: NOW,
      });
      expect(await repos.orders.hasPaidOrDelivered(user, PRODUCT.oneLeft)).toBe(false);
      expect(await repos.orders.hasPaidOrDelivered(user, PRODUCT.fiveLeft)).toBe(true);
      expect(await repos.orders.hasPaidOrDelivered(user, PRODUCT.tenLeft)).toBe(true);
      expect(await repos.orders.hasPaidOrDelivered(uuid(2), PRODUCT.fiveLeft)).toBe(false);
      await repos.orders.transition({
        id: paid.order.id,
        from: ['PENDING'],
        to: 'CANCELLED',
        at: NOW,
      });
      expect(await repos.orders.hasPaidOrDelivered(user, PRODUCT.fiveLeft)).toBe(false);
    });
  });
}
