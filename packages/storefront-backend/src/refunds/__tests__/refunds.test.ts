import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import { createOrder } from '../../orders/create-order.js';
import { paymentEvent } from '../../payments/payment-event.js';
import type { PaymentGateway } from '../../ports/payment-gateway.js';
import { orderInput, signedInUser, withPhoneProof } from '../../testing/order-fixtures.js';
import { startedPayment } from '../../testing/payment-fixtures.js';
import { testBackend, testContext, type TestBackend } from '../../testing/test-backend.js';
import { issueRefund, type RefundRequest } from '../issue-refund.js';
import { refundEvent } from '../refund-event.js';
import { refundKey } from '../refund-key.js';
import { moveOrder } from '../../fulfilment/move-order.js';
import { REFUND_ASK_BACKOFF_MS } from '../refund-ask-schedule.js';
import { retryClaimedRefunds } from '../retry-claimed-refunds.js';
import { adminOrderOf } from '../../admin/admin-order.js';
import type { AdminContext } from '../../admin/admin-context.js';

/** A prepaid guest order whose online payment the gateway reported paid. */
async function paidOrder(backend: TestBackend) {
  const { order, attempt } = await startedPayment(backend);
  const paid = await paymentEvent(backend.deps, {
    eventId: `ev-${order.id}`,
    kind: 'paid',
    providerOrderId: attempt.providerOrderId,
    providerPaymentId: 'pay_29QQoUBi66xm2f',
    amountPaise: attempt.amount,
  });
  expect(paid.status).toBe('paid');
  return order;
}

const request = (orderId: string, changes: Partial<RefundRequest> = {}): RefundRequest => ({
  orderId,
  refundId: 'F1',
  amount: asPaise(20000),
  destination: 'original',
  speed: 'normal',
  receipt: 'HAAT-10234/F1',
  reason: 'Cancelled before dispatch',
  ...changes,
});

describe('issueRefund', () => {
  it('refunds the online payment once, however often and however concurrently it is asked', async () => {
    const backend = testBackend();
    const order = await paidOrder(backend);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => issueRefund(backend.deps, request(order.id))),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('processed'));
    expect(backend.gateway.refunds).toEqual([
      {
        providerRefundId: expect.stringMatching(/^rfnd_/) as unknown,
        providerPaymentId: 'pay_29QQoUBi66xm2f',
        amountPaise: 20000,
        speed: 'normal',
        idempotencyKey: refundKey(order.id, 'F1'),
      },
    ]);
    expect(await backend.deps.storage.repos.refunds.byOrder(order.id)).toEqual([
      expect.objectContaining({
        status: 'processed',
        providerRefundId: backend.gateway.refunds[0]?.providerRefundId,
      }),
    ]);
  });

  it('keeps a refund the gateway could not take claimed, and asks again with the same key', async () => {
    const backend = testBackend();
    const order = await paidOrder(backend);
    const down: Pick<PaymentGateway, 'refund'> = {
      refund: () => Promise.reject(new Error('Razorpay did not answer within 10000 ms')),
    };
    expect(await issueRefund({ ...backend.deps, payments: down }, request(order.id))).toEqual({
      status: 'not-asked',
      refund: expect.objectContaining({
        status: 'claimed',
        providerPaymentId: 'pay_29QQoUBi66xm2f',
      }) as unknown,
      message: 'Razorpay did not answer within 10000 ms',
    });
    expect(await issueRefund(backend.deps, request(order.id))).toMatchObject({
      status: 'processed',
    });
    expect(backend.gateway.refunds.map((r) => r.idempotencyKey)).toEqual([
      refundKey(order.id, 'F1'),
    ]);
  });

  it('gives store credit once, in the claim transaction', async () => {
    const backend = testBackend();
    const { deps } = backend;
    const { user, caller } = await signedInUser(deps);
    const placed = await createOrder(testContext(deps, caller), orderInput({ paymentType: 'COD' }));
    const credit = request(placed.order.id, {
      destination: 'store-credit',
      amount: asPaise(12345),
    });
    const outcomes = await Promise.all([issueRefund(deps, credit), issueRefund(deps, credit)]);
    expect(outcomes.map((o) => o.status)).toEqual(['processed', 'processed']);
    expect(await deps.storage.repos.rewards.balance(user.id)).toBe(12345);
    expect(backend.gateway.refunds).toEqual([]);
  });

  it('refuses what cannot be refunded, with the reason', async () => {
    const backend = testBackend();
    const { deps } = backend;
    const cod = await createOrder(
      testContext(deps),
      await withPhoneProof(deps, orderInput({ paymentType: 'COD' })),
    );
    expect(await issueRefund(deps, request(cod.order.id))).toEqual({
      status: 'refused',
      message: `Order ${cod.order.code} has no online payment to refund: refund it to store credit.`,
    });
    expect(await issueRefund(deps, request(cod.order.id, { destination: 'store-credit' }))).toEqual(
      {
        status: 'refused',
        message: `Order ${cod.order.code} was placed as a guest: it has no store credit to refund to.`,
      },
    );
    expect(await deps.storage.repos.refunds.byOrder(cod.order.id)).toEqual([]);
  });
});

describe('refundEvent', () => {
  it('settles a pending refund once, forward only, found by the key in its notes', async () => {
    const backend = testBackend();
    const order = await paidOrder(backend);
    const pending: Pick<PaymentGateway, 'refund'> = {
      refund: () => Promise.resolve({ providerRefundId: 'rfnd_FgRAHdNOM4ZVbO', status: 'pending' }),
    };
    expect(
      await issueRefund({ ...backend.deps, payments: pending }, request(order.id)),
    ).toMatchObject({
      status: 'pending',
    });
    const event = {
      eventId: 'KrNDqHNTP6Wkbq',
      kind: 'processed' as const,
      providerRefundId: 'rfnd_FgRAHdNOM4ZVbO',
      refundKey: refundKey(order.id, 'F1'),
      reason: null,
    };
    expect(await refundEvent(backend.deps, event)).toMatchObject({
      status: 'settled',
      refund: { status: 'processed' },
    });
    expect(await refundEvent(backend.deps, event)).toEqual({ status: 'repeat' });
    expect(
      await refundEvent(backend.deps, {
        ...event,
        eventId: 'Ev2',
        kind: 'failed',
        refundKey: null,
        reason: 'late',
      }),
    ).toMatchObject({ status: 'unchanged', refund: { status: 'processed', failureReason: null } });
    expect(
      await refundEvent(backend.deps, {
        ...event,
        eventId: 'Ev3',
        providerRefundId: 'rfnd_dashboard',
        refundKey: null,
      }),
    ).toEqual({ status: 'unknown-refund' });
  });

  it("settles the order's life with the refund: a cancel's refund the gateway answered later", async () => {
    const backend = testBackend();
    const order = await paidOrder(backend);
    const pending: Pick<PaymentGateway, 'refund'> = {
      refund: () => Promise.resolve({ providerRefundId: 'rfnd_life1', status: 'pending' }),
    };
    backend.clock.advance(60_000);
    const cancelled = await moveOrder(
      { ...backend.deps, payments: { ...backend.deps.payments, ...pending } },
      { orderId: order.id, move: { type: 'CANCEL' }, actor: { kind: 'staff', staffId: 'u-staff' } },
    );
    expect(cancelled).toMatchObject({ ok: true, refunds: [{ status: 'pending' }] });
    if (!cancelled.ok) return;
    expect(cancelled.life.money.refunds).toMatchObject([{ id: 'F1', status: 'due' }]);
    const settled = await refundEvent(backend.deps, {
      eventId: 'EvLife1',
      kind: 'failed',
      providerRefundId: 'rfnd_life1',
      refundKey: refundKey(order.id, 'F1'),
      reason: 'Bank account closed',
    });
    expect(settled).toMatchObject({ status: 'settled', refund: { status: 'failed' } });
    const stored = await backend.storage.repos.orderLives.byOrder(order.id);
    expect(stored?.life.money.refunds).toMatchObject([{ id: 'F1', status: 'failed' }]);
    expect(stored?.life.events.at(-1)).toMatchObject({
      move: 'SETTLE_REFUND',
      actor: { kind: 'provider', provider: 'payments' },
      subject: 'F1',
    });
  });
});

describe('retryClaimedRefunds', () => {
  it('asks a newer refund again though 51 older ones the gateway keeps refusing are claimed', async () => {
    const backend = testBackend();
    const order = await paidOrder(backend);
    const newer = refundKey(order.id, 'F52');
    const asked: string[] = [];
    const refusing: PaymentGateway['refund'] = (refund) => {
      asked.push(refund.idempotencyKey);
      return refund.idempotencyKey === newer
        ? backend.gateway.refund(refund)
        : Promise.reject(new Error('The refund amount provided is greater than amount captured'));
    };
    const refusingDeps = {
      ...backend.deps,
      payments: { ...backend.deps.payments, refund: refusing },
    };
    for (let i = 1; i <= 51; i += 1) {
      expect(
        await issueRefund(refusingDeps, request(order.id, { refundId: `F${i}` })),
      ).toMatchObject({ status: 'not-asked' });
    }
    backend.clock.advance(60_000);
    const down: Pick<PaymentGateway, 'refund'> = {
      refund: () => Promise.reject(new Error('Razorpay did not answer within 10000 ms')),
    };
    expect(
      await issueRefund(
        { ...backend.deps, payments: down },
        request(order.id, { refundId: 'F52' }),
      ),
    ).toMatchObject({
      status: 'not-asked',
      refund: {
        failedAsks: 1,
        lastAskError: 'Razorpay did not answer within 10000 ms',
        nextAskAt: backend.clock.now() + REFUND_ASK_BACKOFF_MS,
      },
    });
    backend.clock.advance(10 * 60_000);
    asked.length = 0;
    expect(await retryClaimedRefunds(refusingDeps)).toBe(50);
    expect(asked).not.toContain(newer);
    // The 50 refused again wait 10 minutes now: the next sweep reaches the rest.
    asked.length = 0;
    expect(await retryClaimedRefunds(refusingDeps)).toBe(2);
    expect(asked).toHaveLength(2);
    expect(asked).toContain(newer);
    expect(await backend.storage.repos.refunds.byId(newer)).toMatchObject({ status: 'processed' });
    expect(await backend.storage.repos.refunds.byId(refundKey(order.id, 'F1'))).toMatchObject({
      status: 'claimed',
      failedAsks: 2,
      lastAskError: 'The refund amount provided is greater than amount captured',
      nextAskAt: backend.clock.now() + 2 * REFUND_ASK_BACKOFF_MS,
    });
    asked.length = 0;
    expect(await retryClaimedRefunds(refusingDeps)).toBe(0);
    expect(asked).toEqual([]);
  });
});

describe("an order's refunds for staff", () => {
  it('show a refund the gateway refused as due, with its failed asks, the message and the next try', async () => {
    const backend = testBackend();
    const order = await paidOrder(backend);
    const refusing: Pick<PaymentGateway, 'refund'> = {
      refund: () => Promise.reject(new Error('The payment has not been captured')),
    };
    const cancelled = await moveOrder(
      { ...backend.deps, payments: { ...backend.deps.payments, ...refusing } },
      { orderId: order.id, move: { type: 'CANCEL' }, actor: { kind: 'staff', staffId: 'u-staff' } },
    );
    expect(cancelled).toMatchObject({ ok: true, refunds: [{ status: 'not-asked' }] });
    const context: AdminContext = {
      deps: backend.deps,
      caller: {
        userId: 'u-staff',
        phone: '+919800000001',
        access: { staff: true, userId: 'u-staff', role: 'support', permissions: ['ORDERS_READ'] },
      },
    };
    const stored = await backend.storage.repos.orderLives.byOrder(order.id);
    const view = await adminOrderOf(context, order, stored);
    expect(view.refunds).toMatchObject([
      {
        id: 'F1',
        status: 'DUE',
        failedAsks: 1,
        lastAskError: 'The payment has not been captured',
        nextAskAt: new Date(backend.clock.now() + REFUND_ASK_BACKOFF_MS).toISOString(),
      },
    ]);
  });
});
