import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { anOrder, NOW, uuid } from './builders.js';
import { concurrently, type Harness } from './harness.js';

/** Payments (a provider payment accepted once) and payment attempts. */
export function paymentsConformance(harness: Harness): void {
  describe('payments', () => {
    it('marks a payment paid once, whatever the concurrency; repeats of the same provider payment replay', async () => {
      const { repos } = await harness.open();
      const { order, payments } = anOrder(10);
      await repos.orders.insert(order, payments);
      const id = payments[0]!.id;
      const outcomes = await concurrently(10, () => repos.payments.markPaid(id, 'pay_A', NOW + 5));
      expect(outcomes.filter((o) => o.status === 'paid')).toHaveLength(1);
      expect(outcomes.filter((o) => o.status === 'already-paid')).toHaveLength(9);
      expect(await repos.payments.byId(id)).toEqual({
        ...payments[0],
        status: 'PAID',
        providerPaymentId: 'pay_A',
        paidAt: NOW + 5,
      });
      expect(await repos.payments.markPaid(id, 'pay_B', NOW + 6)).toEqual({ status: 'conflict' });
    });

    it('accepts a provider payment id for one payment only', async () => {
      const { repos } = await harness.open();
      const first = anOrder(10);
      const second = anOrder(11);
      for (const { order, payments } of [first, second]) await repos.orders.insert(order, payments);
      expect((await repos.payments.markPaid(first.payments[0]!.id, 'pay_A', NOW)).status).toBe(
        'paid',
      );
      expect(await repos.payments.markPaid(second.payments[0]!.id, 'pay_A', NOW)).toEqual({
        status: 'conflict',
      });
      expect((await repos.payments.byId(second.payments[0]!.id))?.status).toBe('UNPAID');
      expect(await repos.payments.markPaid(uuid(404), 'pay_C', NOW)).toEqual({
        status: 'not-found',
      });
    });

    it('lets one of two orders racing with one provider payment id have it', async () => {
      const { repos } = await harness.open();
      const orders = [anOrder(10), anOrder(11)];
      for (const { order, payments } of orders) await repos.orders.insert(order, payments);
      const outcomes = await Promise.all(
        orders.map(({ payments }) => repos.payments.markPaid(payments[0]!.id, 'pay_A', NOW)),
      );
      expect(outcomes.map((o) => o.status).sort()).toEqual(['conflict', 'paid']);
    });

    it('records the provider order of a payment', async () => {
      const { repos } = await harness.open();
      const { order, payments } = anOrder(10);
      await repos.orders.insert(order, payments);
      expect(await repos.payments.setProviderOrder(payments[0]!.id, 'order_X')).toEqual({
        ...payments[0],
        providerOrderId: 'order_X',
      });
      expect(await repos.payments.setProviderOrder(uuid(404), 'order_Y')).toBeNull();
    });
  });

  describe('paymentAttempts', () => {
    it('stores attempts, finds them by order and by provider order id, which is unique', async () => {
      const { repos } = await harness.open();
      const { order, payments } = anOrder(10);
      await repos.orders.insert(order, payments);
      const attempt = (n: number, providerOrderId: string, createdAt: number) => ({
        id: uuid(n),
        orderId: order.id,
        paymentId: payments[0]!.id,
        amount: asPaise(49900),
        currency: 'INR' as const,
        providerOrderId,
        createdAt,
        lastFailure: null,
      });
      await repos.paymentAttempts.insert(attempt(21, 'order_B', NOW + 2));
      await repos.paymentAttempts.insert(attempt(20, 'order_A', NOW + 1));
      expect(await repos.paymentAttempts.byOrder(order.id)).toEqual([
        attempt(20, 'order_A', NOW + 1),
        attempt(21, 'order_B', NOW + 2),
      ]);
      expect(await repos.paymentAttempts.byProviderOrderId('order_B')).toEqual(
        attempt(21, 'order_B', NOW + 2),
      );
      expect(await repos.paymentAttempts.byProviderOrderId('order_Z')).toBeNull();
      await expect(repos.paymentAttempts.insert(attempt(22, 'order_A', NOW + 3))).rejects.toThrow();
    });

    it('records the last payment the provider reported failed for an attempt', async () => {
      const { repos } = await harness.open();
      const { order, payments } = anOrder(11);
      await repos.orders.insert(order, payments);
      const attempt = {
        id: uuid(30),
        orderId: order.id,
        paymentId: payments[0]!.id,
        amount: asPaise(49900),
        currency: 'INR' as const,
        providerOrderId: 'order_F',
        createdAt: NOW,
        lastFailure: null,
      };
      await repos.paymentAttempts.insert(attempt);
      const first = { providerPaymentId: 'pay_F1', reason: 'Card declined', at: NOW + 1 };
      const second = { providerPaymentId: 'pay_F2', reason: null, at: NOW + 2 };
      expect(await repos.paymentAttempts.recordFailure('order_F', first)).toEqual({
        ...attempt,
        lastFailure: first,
      });
      await repos.paymentAttempts.recordFailure('order_F', second);
      expect(await repos.paymentAttempts.byProviderOrderId('order_F')).toEqual({
        ...attempt,
        lastFailure: second,
      });
      expect(await repos.paymentAttempts.byOrder(order.id)).toEqual([
        { ...attempt, lastFailure: second },
      ]);
      expect(await repos.paymentAttempts.recordFailure('order_Z', first)).toBeNull();
    });
  });
}
