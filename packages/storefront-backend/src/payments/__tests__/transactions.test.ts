import { describe, expect, it } from 'vitest';
import { createOrder } from '../../orders/create-order.js';
import { getOrder } from '../../orders/get-order.js';
import { orderInput, provenOrderInput, signedInUser } from '../../testing/order-fixtures.js';
import { startedPayment } from '../../testing/payment-fixtures.js';
import { refusal } from '../../testing/refusal.js';
import { testBackend, testContext, type TestBackend } from '../../testing/test-backend.js';
import { createTransaction } from '../create-transaction.js';
import { paymentsByOrder } from '../payments-by-order.js';
import { sandboxCheckout } from '../sandbox-checkout.js';
import { validateTransaction } from '../validate-transaction.js';

const key = () => crypto.randomUUID();

/** What the test payment window hands the web after "Pay". */
async function paid(backend: TestBackend, providerOrderId: string) {
  const answer = await sandboxCheckout(backend.deps, backend.gateway, providerOrderId, 'pay');
  if (answer?.status !== 'paid') throw new Error('the sandbox did not pay');
  return answer.response;
}

const validation = (
  orderId: string,
  response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
) => ({
  idempotencyKey: key(),
  orderId,
  razorpayPaymentId: response.razorpay_payment_id,
  razorpayOrderId: response.razorpay_order_id,
  razorpaySignature: response.razorpay_signature,
});

describe('createTransaction', () => {
  it('creates the provider order for what is due online, whatever total the client claimed', async () => {
    const backend = testBackend();
    const { order, attempt } = await startedPayment(backend);
    expect(attempt.amount).toBe(order.amounts.total);
    expect(attempt.providerOrderId).toMatch(/^order_[0-9a-f]{14}$/);
    const [online] = await backend.storage.repos.payments.byOrder(order.id);
    expect(online?.providerOrderId).toBe(attempt.providerOrderId);
  });

  it('asks only the PPCOD pay-now part', async () => {
    const backend = testBackend();
    const { order, attempt } = await startedPayment(backend, 'PPCOD');
    expect(attempt.amount).toBe(order.amounts.payNow);
    expect(attempt.amount).toBeLessThan(order.amounts.total);
  });

  it('opens one provider order per order: a concurrent call waits, every later call answers it', async () => {
    const { deps } = testBackend();
    let opened = 0;
    let answerProvider = () => undefined as void;
    const providerAnswers = new Promise<void>((resolve) => (answerProvider = resolve));
    const counting = {
      ...deps,
      payments: {
        ...deps.payments,
        createOrder: async (request: Parameters<typeof deps.payments.createOrder>[0]) => {
          opened += 1;
          await providerAnswers;
          return deps.payments.createOrder(request);
        },
      },
    };
    const { order, accessKey } = await createOrder(
      testContext(deps),
      orderInput({ paymentType: 'PREPAID' }),
    );
    const input = { idempotencyKey: key(), orderId: order.id, accessKey };
    const opening = createTransaction(testContext(counting), input);
    while (opened === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    // While the provider is still answering the first call, a second one is told to wait.
    expect(
      await refusal(createTransaction(testContext(counting), { ...input, idempotencyKey: key() })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This request is still being processed. Please try again in a moment.',
    });
    answerProvider();
    const first = await opening;
    for (let i = 0; i < 3; i += 1) {
      const again = { ...input, idempotencyKey: key() };
      expect(await createTransaction(testContext(counting), again)).toEqual(first);
    }
    expect(await createTransaction(testContext(counting), input)).toEqual(first);
    expect(opened).toBe(1);
    expect(await deps.storage.repos.paymentAttempts.byOrder(order.id)).toHaveLength(1);
  });

  it("is only for the order's owner: the access key's holder, or the signed-in buyer", async () => {
    const { deps } = testBackend();
    const guest = await createOrder(testContext(deps), orderInput({ paymentType: 'PREPAID' }));
    const notFound = { code: 'NOT_FOUND', message: 'Order not found' };
    for (const accessKey of [null, undefined, '', 'ab'.repeat(32)]) {
      expect(
        await refusal(
          createTransaction(testContext(deps), {
            idempotencyKey: key(),
            orderId: guest.order.id,
            accessKey,
          }),
        ),
      ).toEqual(notFound);
    }
    expect(await deps.storage.repos.paymentAttempts.byOrder(guest.order.id)).toEqual([]);
    const asha = await signedInUser(deps);
    const ravi = await signedInUser(deps, { phone: '+919812345678' });
    const own = await createOrder(
      testContext(deps, asha.caller),
      orderInput({ paymentType: 'PREPAID' }),
    );
    const request = { idempotencyKey: key(), orderId: own.order.id };
    expect(await refusal(createTransaction(testContext(deps, ravi.caller), request))).toEqual(
      notFound,
    );
    expect(await refusal(createTransaction(testContext(deps), request))).toEqual(notFound);
    expect(
      await refusal(createTransaction(testContext(deps), { ...request, orderId: 'nope' })),
    ).toEqual(notFound);
    const attempt = await createTransaction(testContext(deps, asha.caller), request);
    expect(attempt.orderId).toBe(own.order.id);
  });

  it('abandons the claim when the provider fails, so the retry works', async () => {
    const { deps } = testBackend();
    const { order, accessKey } = await createOrder(
      testContext(deps),
      orderInput({ paymentType: 'PREPAID' }),
    );
    const input = { idempotencyKey: key(), orderId: order.id, accessKey };
    const failing = {
      ...deps,
      payments: { ...deps.payments, createOrder: () => Promise.reject(new Error('provider down')) },
    };
    await expect(createTransaction(testContext(failing), input)).rejects.toThrow('provider down');
    expect((await deps.storage.repos.orders.byId(order.id))?.holdUntil).toBe(order.holdUntil);
    const retried = await createTransaction(testContext(deps), input);
    expect(retried.orderId).toBe(order.id);
  });

  it('refuses an order whose hold lapsed before its payment started, and cancels it', async () => {
    const { deps, clock, storage } = testBackend();
    const { order, accessKey } = await createOrder(
      testContext(deps),
      orderInput({ paymentType: 'PREPAID' }),
    );
    clock.advance(5 * 60_000);
    expect(
      await refusal(
        createTransaction(testContext(deps), {
          idempotencyKey: key(),
          orderId: order.id,
          accessKey,
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This order has been cancelled. Please place it again.',
    });
    expect((await storage.repos.orders.byId(order.id))?.status).toBe('CANCELLED');
    expect(await storage.repos.paymentAttempts.byOrder(order.id)).toEqual([]);
  });

  it('refuses cash-on-delivery orders', async () => {
    const { deps } = testBackend();
    const { order, accessKey } = await createOrder(testContext(deps), await provenOrderInput(deps));
    expect(
      await refusal(
        createTransaction(testContext(deps), {
          idempotencyKey: key(),
          orderId: order.id,
          accessKey,
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Cash on delivery orders need no online payment.',
    });
  });
});

describe('validateTransaction', () => {
  it('confirms the order and marks the payment PAID for a genuine provider signature', async () => {
    const backend = testBackend();
    const { order, attempt, accessKey } = await startedPayment(backend);
    const response = await paid(backend, attempt.providerOrderId);
    const result = await validateTransaction(
      testContext(backend.deps),
      validation(order.id, response),
    );
    expect(result).toMatchObject({ success: true, message: null, orderId: order.id });
    const shown = await getOrder(testContext(backend.deps), order.id, accessKey);
    expect(shown?.status).toBe('CONFIRMED');
    const payments = await paymentsByOrder(testContext(backend.deps), {
      orderId: order.id,
      accessKey,
    });
    expect(payments.items).toEqual([
      expect.objectContaining({
        method: 'ONLINE',
        status: 'PAID',
        razorpayPaymentId: response.razorpay_payment_id,
      }),
    ]);
  });

  it.each([
    ['a forged signature', { razorpaySignature: 'ab'.repeat(32) }],
    ['no signature', { razorpaySignature: null }],
    ['a signature of another payment id', { razorpayPaymentId: 'pay_Other1234' }],
  ])('refuses %s and changes nothing', async (_, tampered) => {
    const backend = testBackend();
    const { order, attempt } = await startedPayment(backend);
    const genuine = validation(order.id, await paid(backend, attempt.providerOrderId));
    expect(
      await refusal(validateTransaction(testContext(backend.deps), { ...genuine, ...tampered })),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This payment could not be verified. Please try again.',
    });
    expect((await backend.storage.repos.orders.byId(order.id))?.status).toBe('PENDING');
    const result = await validateTransaction(testContext(backend.deps), genuine);
    expect(result.success).toBe(true);
  });

  it('refuses a payment of another order', async () => {
    const backend = testBackend();
    const mine = await startedPayment(backend);
    const theirs = await startedPayment(backend);
    const theirPayment = await paid(backend, theirs.attempt.providerOrderId);
    expect(
      await refusal(
        validateTransaction(testContext(backend.deps), validation(mine.order.id, theirPayment)),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'This payment was not started for this order.' });
    expect(
      await refusal(
        validateTransaction(testContext(backend.deps), {
          ...validation(mine.order.id, theirPayment),
          razorpayOrderId: mine.attempt.providerOrderId,
        }),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This payment could not be verified. Please try again.',
    });
  });

  it('accepts a payment id once', async () => {
    const backend = testBackend();
    const { order, attempt } = await startedPayment(backend);
    const response = await paid(backend, attempt.providerOrderId);
    await validateTransaction(testContext(backend.deps), validation(order.id, response));
    const again = await validateTransaction(
      testContext(backend.deps),
      validation(order.id, response),
    );
    expect(again.success).toBe(true);
    const second = await paid(backend, attempt.providerOrderId);
    expect(
      await refusal(validateTransaction(testContext(backend.deps), validation(order.id, second))),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'This order is already paid.' });
  });

  it('refuses ids that are not payment ids', async () => {
    const backend = testBackend();
    const { order, attempt } = await startedPayment(backend);
    const response = await paid(backend, attempt.providerOrderId);
    expect(
      await refusal(
        validateTransaction(testContext(backend.deps), {
          ...validation(order.id, response),
          razorpayPaymentId: 'txn_123',
        }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid payment id.' });
  });

  it('refuses a payment for an order whose hold ran out; its units are already back', async () => {
    const backend = testBackend();
    const { order, attempt } = await startedPayment(backend);
    const response = await paid(backend, attempt.providerOrderId);
    backend.clock.advance(30 * 60_000 + 1);
    expect(
      await refusal(validateTransaction(testContext(backend.deps), validation(order.id, response))),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'This order has been cancelled. Please place it again.',
    });
    const [online] = await backend.storage.repos.payments.byOrder(order.id);
    expect(online?.status).toBe('UNPAID');
  });
});

describe('sandboxCheckout', () => {
  it('reports a failed payment like the provider, and nothing reaches the order', async () => {
    const backend = testBackend();
    const { order, attempt } = await startedPayment(backend);
    const answer = await sandboxCheckout(
      backend.deps,
      backend.gateway,
      attempt.providerOrderId,
      'fail',
    );
    expect(answer).toMatchObject({
      status: 'failed',
      error: {
        description: 'Payment failed. Please try again or choose another payment method.',
        metadata: { order_id: attempt.providerOrderId },
      },
    });
    expect((await backend.storage.repos.orders.byId(order.id))?.status).toBe('PENDING');
  });

  it('knows only provider orders we created', async () => {
    const backend = testBackend();
    expect(await sandboxCheckout(backend.deps, backend.gateway, 'order_unknown', 'pay')).toBeNull();
  });
});

describe('paymentsByOrder', () => {
  it('lists payments only for the order’s owner', async () => {
    const backend = testBackend();
    const { order, accessKey } = await startedPayment(backend);
    const context = testContext(backend.deps);
    expect((await paymentsByOrder(context, { orderId: order.id, accessKey })).items).toHaveLength(
      1,
    );
    expect(await paymentsByOrder(context, { orderId: order.id })).toEqual({
      items: [],
      nextToken: null,
      total: 0,
    });
  });
});
