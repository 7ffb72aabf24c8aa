import { describe, expect, it } from 'vitest';
import type { UnpaidOrderLimits } from '../../src/ports/storage/orders.js';
import { anOrder, NOW, phone, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

const page = { offset: 0, limit: 10 };
const MINUTE = 60_000;
const limits: UnpaidOrderLimits = { now: NOW, perPhone: 3, perAddress: 5 };

/**
 * Unpaid orders' holds: the caps on open unpaid orders per phone and per address (counted in
 * storage, also under concurrency), lapsed holds read and swept, a hold moved once payment starts.
 */
export function orderHoldsConformance(harness: Harness): void {
  describe('unpaid order holds', () => {
    it('inserts unpaid orders up to the cap per phone, counting only holds still open', async () => {
      const { repos } = await harness.open();
      const lapsed = anOrder(10, { phone: phone(7), holdUntil: NOW });
      const cod = anOrder(11, { phone: phone(7), paymentType: 'COD' });
      await repos.orders.insert(lapsed.order, lapsed.payments);
      await repos.orders.insert(cod.order, cod.payments);
      for (const n of [12, 13, 14]) {
        const { order, payments } = anOrder(n, { phone: phone(7), holdUntil: NOW + n * MINUTE });
        expect(await repos.orders.insertUnpaid(order, payments, limits)).toEqual({ ok: true });
      }
      const fourth = anOrder(15, { phone: phone(7) });
      expect(await repos.orders.insertUnpaid(fourth.order, fourth.payments, limits)).toEqual({
        ok: false,
        limit: 'phone',
        retryAfterMs: 12 * MINUTE,
      });
      expect(await repos.orders.byId(fourth.order.id)).toBeNull();
      const other = anOrder(16, { phone: phone(8) });
      expect(await repos.orders.insertUnpaid(other.order, other.payments, limits)).toEqual({
        ok: true,
      });
      expect(await repos.payments.byOrder(other.order.id)).toEqual(other.payments);
    });

    it('caps open unpaid orders per network address, and never counts orders of no address', async () => {
      const { repos } = await harness.open();
      const from = 'f'.repeat(64);
      for (let n = 10; n < 15; n += 1) {
        const { order, payments } = anOrder(n, { phone: phone(n), placedFrom: from });
        expect(await repos.orders.insertUnpaid(order, payments, limits)).toEqual({ ok: true });
      }
      const sixth = anOrder(15, { phone: phone(15), placedFrom: from });
      expect(await repos.orders.insertUnpaid(sixth.order, sixth.payments, limits)).toEqual({
        ok: false,
        limit: 'address',
        retryAfterMs: 30 * MINUTE,
      });
      for (let n = 20; n < 27; n += 1) {
        const { order, payments } = anOrder(n, { phone: phone(n) });
        expect(await repos.orders.insertUnpaid(order, payments, limits)).toEqual({ ok: true });
      }
    });

    it('never lets concurrent unpaid orders pass a cap together', async () => {
      const { repos } = await harness.open();
      const samePhone = await concurrently(12, (i) => {
        const { order, payments } = anOrder(100 + i, { phone: phone(7) });
        return repos.orders.insertUnpaid(order, payments, limits);
      });
      expect(samePhone.filter((outcome) => outcome.ok)).toHaveLength(3);
      const sameAddress = await concurrently(12, (i) => {
        const { order, payments } = anOrder(200 + i, { phone: phone(50 + i), placedFrom: 'a1' });
        return repos.orders.insertUnpaid(order, payments, limits);
      });
      expect(sameAddress.filter((outcome) => outcome.ok)).toHaveLength(5);
      expect(sameAddress.find((outcome) => !outcome.ok)).toMatchObject({ limit: 'address' });
    });

    it('refuses to insert as unpaid an order that holds nothing unpaid', async () => {
      const { repos } = await harness.open();
      const cod = anOrder(10, { paymentType: 'COD' });
      await expect(repos.orders.insertUnpaid(cod.order, cod.payments, limits)).rejects.toThrow();
      expect(await repos.orders.byId(cod.order.id)).toBeNull();
    });

    it('lists the PENDING orders whose hold lapsed, earliest lapse first', async () => {
      const { repos } = await harness.open();
      const early = anOrder(10, { holdUntil: NOW - 20 * MINUTE });
      const earlier = anOrder(11, { holdUntil: NOW - 30 * MINUTE, paymentType: 'PPCOD' });
      const exact = anOrder(12, { holdUntil: NOW });
      const open = anOrder(13, { holdUntil: NOW + 1 });
      const cod = anOrder(14, { paymentType: 'COD' });
      const moved = anOrder(15, { holdUntil: NOW - 40 * MINUTE });
      for (const { order, payments } of [early, earlier, exact, open, cod, moved])
        await repos.orders.insert(order, payments);
      await repos.orders.transition({
        id: moved.order.id,
        from: ['PENDING'],
        to: 'CONFIRMED',
        at: NOW,
      });
      const lapsed = await repos.orders.lapsedHolds(NOW, 10);
      expect(lapsed.map((o) => o.id)).toEqual([earlier.order.id, early.order.id, exact.order.id]);
      expect((await repos.orders.lapsedHolds(NOW, 1)).map((o) => o.id)).toEqual([earlier.order.id]);
      expect(await repos.orders.byId(moved.order.id)).toMatchObject({ holdUntil: null });
    });

    it('moves a hold once payment starts, never back and never after it lapsed', async () => {
      const { repos } = await harness.open();
      const { order, payments } = anOrder(10, { holdUntil: NOW + 5 * MINUTE });
      await repos.orders.insert(order, payments);
      const moved = await repos.orders.extendHold(order.id, NOW + MINUTE, NOW + 21 * MINUTE);
      expect(moved).toEqual({ ...order, holdUntil: NOW + 21 * MINUTE });
      expect(await repos.orders.extendHold(order.id, NOW + 2 * MINUTE, NOW + 3 * MINUTE)).toEqual({
        ...order,
        holdUntil: NOW + 21 * MINUTE,
      });
      expect(
        await repos.orders.extendHold(order.id, NOW + 21 * MINUTE, NOW + 50 * MINUTE),
      ).toBeNull();
      expect(await repos.orders.byId(order.id)).toMatchObject({ holdUntil: NOW + 21 * MINUTE });
      const cod = anOrder(11, { paymentType: 'COD' });
      await repos.orders.insert(cod.order, cod.payments);
      expect(await repos.orders.extendHold(cod.order.id, NOW, NOW + MINUTE)).toBeNull();
      expect(await repos.orders.extendHold(uuid(404), NOW, NOW + MINUTE)).toBeNull();
    });

    it('reads a lapsed hold as CANCELLED when searching by status as of a time', async () => {
      const { repos } = await harness.open();
      const lapsed = anOrder(10, { userId: uuid(1), holdUntil: NOW - MINUTE });
      const open = anOrder(11, { userId: uuid(1), holdUntil: NOW + MINUTE, createdAt: NOW + 1 });
      const guest = anOrder(12, { phone: phone(9), holdUntil: NOW });
      for (const { order, payments } of [lapsed, open, guest])
        await repos.orders.insert(order, payments);
      const ids = async (filter: object) =>
        (await repos.orders.byUser(uuid(1), filter, page)).items.map((o) => o.id);
      expect(await ids({ status: 'PENDING', now: NOW })).toEqual([open.order.id]);
      expect(await ids({ status: 'CANCELLED', now: NOW })).toEqual([lapsed.order.id]);
      expect(await ids({ status: 'PENDING' })).toEqual([open.order.id, lapsed.order.id]);
      const byPhone = (filter: object) => repos.orders.byPhone(phone(9), filter, page);
      expect((await byPhone({ status: 'CANCELLED', now: NOW })).items).toEqual([guest.order]);
      expect((await byPhone({ status: 'PENDING', now: NOW - 1 })).total).toBe(1);
    });
  });
}
