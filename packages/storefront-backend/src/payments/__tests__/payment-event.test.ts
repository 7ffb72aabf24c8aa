import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getOrder } from '../../orders/get-order.js';
import { stockKey } from '../../ports/storage/stock.js';
import { PRODUCTS } from '../../testing/order-fixtures.js';
import { startedPayment } from '../../testing/payment-fixtures.js';
import {
  TEST_START,
  testBackend,
  testContext,
  type TestBackend,
} from '../../testing/test-backend.js';
import { paymentEvent, type PaymentEvent } from '../payment-event.js';
import { sandboxCheckout } from '../sandbox-checkout.js';
import { validateTransaction } from '../validate-transaction.js';

const HOLD = 30 * 60_000;

/** A started payment and the events the provider could send about it. */
async function prepaid(backend: TestBackend, paymentType: 'PREPAID' | 'PPCOD' = 'PREPAID') {
  const started = await startedPayment(backend, paymentType);
  const { attempt } = started;
  let events = 0;
  const event = (
    kind: PaymentEvent['kind'],
    changes: Partial<PaymentEvent> = {},
  ): PaymentEvent => ({
    eventId: `evt_${(events += 1)}_${attempt.providerOrderId}`,
    kind,
    providerOrderId: attempt.providerOrderId,
    providerPaymentId: 'pay_Genuine0001',
    amountPaise: attempt.amount,
    ...(kind === 'failed' ? { reason: 'Payment was cancelled by the customer.' } : {}),
    ...changes,
  });
  const state = async () => {
    const { repos } = backend.storage;
    const order = await repos.orders.byId(started.order.id);
    const online = (await repos.payments.byOrder(started.order.id)).find(
      (payment) => payment.method === 'ONLINE',
    );
    const stored = await repos.paymentAttempts.byProviderOrderId(attempt.providerOrderId);
    return {
      order: order?.status,
      payment: online?.status,
      paidBy: online?.providerPaymentId,
      lastFailure: stored?.lastFailure,
    };
  };
  return { ...started, event, state };
}

describe('paymentEvent', () => {
  it('pays the payment and confirms the order, recording the change with its time', async () => {
    const backend = testBackend();
    const { order, event, state } = await prepaid(backend);
    backend.clock.advance(5_000);
    expect(await paymentEvent(backend.deps, event('paid'))).toEqual({
      status: 'paid',
      orderId: order.id,
    });
    expect(await state()).toEqual({
      order: 'CONFIRMED',
      payment: 'PAID',
      paidBy: 'pay_Genuine0001',
      lastFailure: null,
    });
    expect((await backend.storage.repos.orders.byId(order.id))?.history).toEqual([
      { status: 'PENDING', at: TEST_START },
      { status: 'CONFIRMED', at: TEST_START + 5_000 },
    ]);
  });

  it('pays the PPCOD pay-now part', async () => {
    const backend = testBackend();
    const { order, attempt, event, state } = await prepaid(backend, 'PPCOD');
    expect(attempt.amount).toBe(order.amounts.payNow);
    expect(await paymentEvent(backend.deps, event('paid'))).toMatchObject({ status: 'paid' });
    expect(await state()).toMatchObject({ order: 'CONFIRMED', payment: 'PAID' });
  });

  it('ignores a repeated event id, even with another payload', async () => {
    const backend = testBackend();
    const { event, state } = await prepaid(backend);
    const paid = event('paid');
    await paymentEvent(backend.deps, paid);
    expect(await paymentEvent(backend.deps, paid)).toEqual({ status: 'repeat' });
    expect(await paymentEvent(backend.deps, { ...event('failed'), eventId: paid.eventId })).toEqual(
      { status: 'repeat' },
    );
    expect(await state()).toMatchObject({ order: 'CONFIRMED', payment: 'PAID', lastFailure: null });
  });

  it('handles one of two concurrent deliveries of an event', async () => {
    const backend = testBackend();
    const { event } = await prepaid(backend);
    const paid = event('paid');
    const outcomes = await Promise.all([
      paymentEvent(backend.deps, paid),
      paymentEvent(backend.deps, paid),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['paid', 'repeat']);
  });

  it('treats the same payment reported twice (payment.captured and order.paid) as one', async () => {
    const backend = testBackend();
    const { order, event, state } = await prepaid(backend);
    await paymentEvent(backend.deps, event('paid'));
    expect(await paymentEvent(backend.deps, event('paid'))).toEqual({
      status: 'already-paid',
      orderId: order.id,
    });
    expect(await state()).toMatchObject({ order: 'CONFIRMED', payment: 'PAID' });
  });

  it('records a failed payment and leaves the order payable', async () => {
    const backend = testBackend();
    const { order, event, state } = await prepaid(backend);
    backend.clock.advance(1_000);
    expect(
      await paymentEvent(backend.deps, event('failed', { providerPaymentId: 'pay_Failed0001' })),
    ).toEqual({ status: 'failure-recorded', orderId: order.id });
    expect(await state()).toEqual({
      order: 'PENDING',
      payment: 'UNPAID',
      paidBy: null,
      lastFailure: {
        providerPaymentId: 'pay_Failed0001',
        reason: 'Payment was cancelled by the customer.',
        at: TEST_START + 1_000,
      },
    });
    expect(await paymentEvent(backend.deps, event('paid'))).toMatchObject({ status: 'paid' });
    expect(await state()).toMatchObject({ order: 'CONFIRMED', payment: 'PAID' });
  });

  it('changes nothing for a failure that arrives after the payment', async () => {
    const backend = testBackend();
    const { order, event, state } = await prepaid(backend);
    await paymentEvent(backend.deps, event('paid'));
    expect(
      await paymentEvent(backend.deps, event('failed', { providerPaymentId: 'pay_Failed0001' })),
    ).toEqual({ status: 'already-paid', orderId: order.id });
    expect(await state()).toEqual({
      order: 'CONFIRMED',
      payment: 'PAID',
      paidBy: 'pay_Genuine0001',
      lastFailure: null,
    });
  });

  it('refuses an amount that is not the payment’s and changes nothing', async () => {
    const backend = testBackend();
    const { order, attempt, event, state } = await prepaid(backend);
    expect(
      await paymentEvent(backend.deps, event('paid', { amountPaise: attempt.amount - 100 })),
    ).toEqual({
      status: 'amount-mismatch',
      orderId: order.id,
      expectedPaise: attempt.amount,
      receivedPaise: attempt.amount - 100,
    });
    expect(await state()).toMatchObject({ order: 'PENDING', payment: 'UNPAID', paidBy: null });
  });

  it('knows nothing of provider orders it did not start', async () => {
    const backend = testBackend();
    const { event, state } = await prepaid(backend);
    expect(
      await paymentEvent(backend.deps, event('paid', { providerOrderId: 'order_NotOurs00001' })),
    ).toEqual({ status: 'unknown-order' });
    expect(await state()).toMatchObject({ order: 'PENDING', payment: 'UNPAID' });
  });

  it('reports a second provider payment of a paid order as money to refund', async () => {
    const backend = testBackend();
    const { order, event, state } = await prepaid(backend);
    await paymentEvent(backend.deps, event('paid'));
    expect(
      await paymentEvent(backend.deps, event('paid', { providerPaymentId: 'pay_Second0001' })),
    ).toEqual({ status: 'refund-due', orderId: order.id, reason: 'paid-by-another-payment' });
    expect(await state()).toMatchObject({ order: 'CONFIRMED', paidBy: 'pay_Genuine0001' });
  });

  it('never sells again an order whose hold ran out: the money is refunded to the payment at once', async () => {
    const backend = testBackend();
    const { order, event, state } = await prepaid(backend);
    const key = stockKey({ id: PRODUCTS.hyaluronic.productId }, null);
    const level = async () => (await backend.storage.repos.stock.available([key]))[0]?.available;
    const held = await level();
    backend.clock.advance(HOLD + 1);
    expect(await paymentEvent(backend.deps, event('paid'))).toEqual({
      status: 'refund-due',
      orderId: order.id,
      reason: 'order-cancelled',
    });
    expect(await state()).toMatchObject({
      order: 'CANCELLED',
      payment: 'PAID',
      paidBy: 'pay_Genuine0001',
    });
    expect(await level()).toBe((held ?? 0) + 1);
    expect(await backend.storage.repos.refunds.byOrder(order.id)).toEqual([
      expect.objectContaining({
        id: `${order.id}_LATE`,
        amount: order.amounts.payNow,
        destination: 'original',
        providerPaymentId: 'pay_Genuine0001',
        status: 'processed',
        reason: 'Paid after the order was cancelled',
      }),
    ]);
  });

  it('agrees with the checkout’s ValidateTransaction, whichever comes first', async () => {
    const backend = testBackend();
    const { deps, gateway } = backend;
    for (const webhookFirst of [true, false]) {
      const { order, accessKey, attempt, event } = await prepaid(backend);
      const answer = await sandboxCheckout(deps, gateway, attempt.providerOrderId, 'pay');
      if (answer?.status !== 'paid') throw new Error('the sandbox did not pay');
      const { response } = answer;
      const webhook = () =>
        paymentEvent(deps, event('paid', { providerPaymentId: response.razorpay_payment_id }));
      const checkout = () =>
        validateTransaction(testContext(deps), {
          idempotencyKey: crypto.randomUUID(),
          orderId: order.id,
          razorpayPaymentId: response.razorpay_payment_id,
          razorpayOrderId: response.razorpay_order_id,
          razorpaySignature: response.razorpay_signature,
        });
      if (webhookFirst) {
        expect(await webhook()).toMatchObject({ status: 'paid' });
        expect(await checkout()).toMatchObject({ success: true });
      } else {
        expect(await checkout()).toMatchObject({ success: true });
        expect(await webhook()).toMatchObject({ status: 'already-paid' });
      }
      const shown = await getOrder(testContext(deps), order.id, accessKey);
      expect(shown?.status).toBe('CONFIRMED');
    }
  });

  it('ends paid, whatever the order and repeats of deliveries, once the genuine payment arrives', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom<PaymentEvent['kind']>('paid', 'failed'), {
          minLength: 1,
          maxLength: 6,
        }),
        async (deliveries) => {
          const backend = testBackend();
          const { event, state } = await prepaid(backend);
          const sent = {
            paid: event('paid'),
            failed: event('failed', { providerPaymentId: 'pay_Failed0001' }),
          };
          for (const kind of deliveries) await paymentEvent(backend.deps, sent[kind]);
          const firstPaid = deliveries.indexOf('paid');
          const failedFirst = deliveries.indexOf('failed');
          const failureSeen = failedFirst !== -1 && (firstPaid === -1 || failedFirst < firstPaid);
          const after = await state();
          expect(after).toMatchObject(
            firstPaid === -1
              ? { order: 'PENDING', payment: 'UNPAID', paidBy: null }
              : { order: 'CONFIRMED', payment: 'PAID', paidBy: 'pay_Genuine0001' },
          );
          expect(after.lastFailure?.providerPaymentId ?? null).toBe(
            failureSeen ? 'pay_Failed0001' : null,
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});
