import type { OrderProductInput } from '@haat/storefront-api/resolvers';
import { describe, expect, it } from 'vitest';
import { stockKey } from '../../ports/storage/stock.js';
import { createTransaction } from '../../payments/create-transaction.js';
import { sandboxCheckout } from '../../payments/sandbox-checkout.js';
import { validateTransaction } from '../../payments/validate-transaction.js';
import { orderInput, PRODUCTS, provenOrderInput } from '../../testing/order-fixtures.js';
import { refusal, refusalOf } from '../../testing/refusal.js';
import { testBackend, testContext, type TestBackend } from '../../testing/test-backend.js';
import { createOrder } from '../create-order.js';
import { releaseExpiredHolds } from '../release-expired-holds.js';

const ROUTINE = 'The Complete Routine: 5-Step Skincare Kit';
const ROUTINE_KEY = stockKey({ id: PRODUCTS.routine.productId }, null);
const HYALURONIC_KEY = stockKey({ id: PRODUCTS.hyaluronic.productId }, null);

/** A shopper's 10-digit phone from a number. */
const phoneOf = (n: number) => `98${String(n).padStart(8, '0')}`;

/** An unpaid (PREPAID) order of `products`, shipped to phone `n`. */
const unpaidOrder = (
  n: number,
  products: OrderProductInput[] = [{ ...PRODUCTS.hyaluronic, quantity: 1 }],
) => {
  const input = orderInput({ products, paymentType: 'PREPAID' });
  return { ...input, shippingAddress: { ...input.shippingAddress, phone: phoneOf(n) } };
};

const level = async (backend: TestBackend, key: string) =>
  (await backend.storage.repos.stock.available([key]))[0]?.available ?? 0;

/** Pays an order as the shopper would: CreateTransaction, the payment window, validation. */
async function pay(backend: TestBackend, orderId: string, accessKey: string | null) {
  const context = testContext(backend.deps);
  const attempt = await createTransaction(context, {
    idempotencyKey: crypto.randomUUID(),
    orderId,
    accessKey,
  });
  const answer = await sandboxCheckout(
    backend.deps,
    backend.gateway,
    attempt.providerOrderId,
    'pay',
  );
  if (answer?.status !== 'paid') throw new Error('the sandbox did not pay');
  await validateTransaction(context, {
    idempotencyKey: crypto.randomUUID(),
    orderId,
    razorpayPaymentId: answer.response.razorpay_payment_id,
    razorpayOrderId: answer.response.razorpay_order_id,
    razorpaySignature: answer.response.razorpay_signature,
  });
}

describe('unpaid orders cannot take stock away from paying shoppers', () => {
  it('26 unpaid guest orders from one network address: 20 hold stock, the rest are refused', async () => {
    const backend = testBackend();
    const { deps, events } = backend;
    const before = await level(backend, HYALURONIC_KEY);
    const outcomes = [];
    for (let n = 1; n <= 26; n += 1) {
      const context = testContext(deps, { kind: 'anonymous' }, 'CreateOrder', '203.0.113.9');
      outcomes.push(
        await createOrder(context, unpaidOrder(n)).then(
          () => null,
          (error: unknown) => refusalOf(Promise.reject(error as Error)),
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(20);
    expect(outcomes.slice(20)).toEqual(
      Array.from({ length: 6 }, () => ({
        code: 'UNPAID_ORDER_LIMIT',
        message:
          'Too many orders from your network are waiting for payment. Please try again in 5 minutes.',
        extensions: { code: 'UNPAID_ORDER_LIMIT', limit: 'address', retryAfterSeconds: 300 },
      })),
    );
    expect(await level(backend, HYALURONIC_KEY)).toBe(before - 20);
    expect(events.filter((event) => event.type === 'unpaid-hold-refused')).toHaveLength(6);
    // Another network's shopper is not affected.
    const elsewhere = testContext(deps, { kind: 'anonymous' }, 'CreateOrder', '198.51.100.7');
    expect((await createOrder(elsewhere, unpaidOrder(99))).order.status).toBe('PENDING');
  });

  it('refuses a fourth open unpaid order to one phone until one is paid or lapses', async () => {
    const backend = testBackend();
    const { deps, clock } = backend;
    const placed = [];
    for (let i = 0; i < 3; i += 1)
      placed.push(await createOrder(testContext(deps), unpaidOrder(7)));
    expect(await refusal(createOrder(testContext(deps), unpaidOrder(7)))).toEqual({
      code: 'UNPAID_ORDER_LIMIT',
      message:
        'You have 3 orders waiting for payment. Please pay for one of them, or try again in 5 minutes.',
    });
    const [first] = placed;
    if (!first) throw new Error('no order');
    await pay(backend, first.order.id, first.accessKey);
    expect((await createOrder(testContext(deps), unpaidOrder(7))).order.status).toBe('PENDING');
    expect((await refusal(createOrder(testContext(deps), unpaidOrder(7)))).code).toBe(
      'UNPAID_ORDER_LIMIT',
    );
    clock.advance(5 * 60_000);
    expect((await createOrder(testContext(deps), unpaidOrder(7))).order.status).toBe('PENDING');
  });

  it("however many shoppers and networks, unpaid orders hold at most half of a product's units", async () => {
    const backend = testBackend();
    const { deps } = backend;
    expect(await level(backend, ROUTINE_KEY)).toBe(6);
    const one = [{ ...PRODUCTS.routine, quantity: 1 }];
    for (let n = 1; n <= 3; n += 1) {
      const from = testContext(deps, { kind: 'anonymous' }, 'CreateOrder', `10.0.0.${n}`);
      await createOrder(from, unpaidOrder(n, one));
    }
    const fourth = testContext(deps, { kind: 'anonymous' }, 'CreateOrder', '10.0.0.4');
    expect(await refusal(createOrder(fourth, unpaidOrder(4, one)))).toEqual({
      code: 'STOCK_HELD',
      message: `Other shoppers are paying for the remaining units of ${ROUTINE}. Please try again in a few minutes.`,
    });
    expect(backend.events.at(-1)).toEqual({ type: 'unpaid-hold-refused', limit: 'product' });
    // Paying shoppers reach the other half: cash on delivery here.
    const cod = await createOrder(
      testContext(deps),
      await provenOrderInput(deps, { products: [{ ...PRODUCTS.routine, quantity: 2 }] }),
    );
    expect(cod.order.status).toBe('CONFIRMED');
    await createOrder(
      testContext(deps),
      await provenOrderInput(deps, { products: [{ ...PRODUCTS.routine, quantity: 1 }] }),
    );
    expect(await level(backend, ROUTINE_KEY)).toBe(0);
  });

  it('frees the unpaid share when an unpaid order pays, and when its hold lapses', async () => {
    const backend = testBackend();
    const { deps, clock } = backend;
    const three = [{ ...PRODUCTS.routine, quantity: 3 }];
    const held = await createOrder(testContext(deps), unpaidOrder(1, three));
    const one = [{ ...PRODUCTS.routine, quantity: 1 }];
    expect((await refusal(createOrder(testContext(deps), unpaidOrder(2, one)))).code).toBe(
      'STOCK_HELD',
    );
    await pay(backend, held.order.id, held.accessKey);
    // 3 sold to a paying order: of the 3 left, unpaid orders may hold 2.
    const two = await createOrder(
      testContext(deps),
      unpaidOrder(2, [{ ...PRODUCTS.routine, quantity: 2 }]),
    );
    expect((await refusal(createOrder(testContext(deps), unpaidOrder(3, one)))).code).toBe(
      'STOCK_HELD',
    );
    clock.advance(5 * 60_000);
    // The lapsed hold is released by the order that needs its share, which then goes through.
    expect((await createOrder(testContext(deps), unpaidOrder(3, one))).order.status).toBe(
      'PENDING',
    );
    expect((await deps.storage.repos.orders.byId(two.order.id))?.status).toBe('CANCELLED');
    expect(await releaseExpiredHolds(deps)).toBe(0);
  });
});
