import { createHmac } from 'node:crypto';
import { asPaise } from '@haat/commerce-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  startFakeRazorpay,
} from '../../../test/fakes/fake-razorpay.js';
import { ProviderError } from '../../outbound/provider-error.js';
import { razorpayGateway } from '../razorpay.js';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
beforeEach(async () => {
  fake = await startFakeRazorpay();
});
afterEach(async () => {
  await fake.close();
});

const gateway = (overrides: Partial<Parameters<typeof razorpayGateway>[0]> = {}) =>
  razorpayGateway({
    keyId: FAKE_KEY_ID,
    keySecret: FAKE_KEY_SECRET,
    baseUrl: fake.baseUrl,
    timeoutMs: 300,
    retryDelayMs: 10,
    ...overrides,
  });

const order = { amountPaise: asPaise(64_900), receipt: 'HAAT-10234', notes: { orderId: 'o-1' } };
const posts = () => fake.received.filter((request) => request.method === 'POST');

describe('razorpayGateway.createOrder', () => {
  it('creates a Razorpay order in paise with Basic auth, our receipt and notes', async () => {
    const created = await gateway().createOrder(order);
    expect(created).toEqual({ providerOrderId: fake.orders[0]?.id });
    expect(posts()).toHaveLength(1);
    const [request] = posts();
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString('base64')}`,
    );
    expect(JSON.parse(request?.body ?? '')).toEqual({
      amount: 64_900,
      currency: 'INR',
      receipt: 'HAAT-10234',
      notes: { orderId: 'o-1' },
    });
  });

  it('refuses a receipt over 40 characters before calling Razorpay', async () => {
    await expect(gateway().createOrder({ ...order, receipt: 'R'.repeat(41) })).rejects.toThrow(
      RangeError,
    );
    await expect(gateway().createOrder({ ...order, receipt: '' })).rejects.toThrow(RangeError);
    expect(fake.received).toHaveLength(0);
    await expect(
      gateway().createOrder({ ...order, receipt: 'R'.repeat(40) }),
    ).resolves.toBeDefined();
  });

  it('retries after a 5xx, looking for an order with the receipt first', async () => {
    fake.fail({ kind: 'status', status: 503 });
    const created = await gateway().createOrder(order);
    expect(fake.orders).toHaveLength(1);
    expect(created.providerOrderId).toBe(fake.orders[0]?.id);
    expect(fake.received.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /v1/orders',
      'GET /v1/orders?receipt=HAAT-10234&count=10',
      'POST /v1/orders',
    ]);
  });

  it('never creates a second order when the first answer timed out', async () => {
    fake.fail({ kind: 'slow', ms: 1000 });
    const created = await gateway().createOrder(order);
    expect(fake.orders).toHaveLength(1);
    expect(created.providerOrderId).toBe(fake.orders[0]?.id);
    expect(posts()).toHaveLength(1);
  });

  it('never creates a second order when the connection broke after creating it', async () => {
    fake.fail({ kind: 'drop' });
    const created = await gateway().createOrder(order);
    expect(fake.orders).toHaveLength(1);
    expect(created.providerOrderId).toBe(fake.orders[0]?.id);
  });

  it('matches the receipt exactly, not an order whose receipt only contains it', async () => {
    await gateway().createOrder({ ...order, receipt: 'HAAT-102345' });
    fake.fail({ kind: 'status', status: 500 });
    const created = await gateway().createOrder(order);
    expect(fake.orders.map((o) => o.receipt)).toEqual(['HAAT-102345', 'HAAT-10234']);
    expect(created.providerOrderId).toBe(fake.orders[1]?.id);
  });

  it('refuses to reuse an order for the receipt with another amount', async () => {
    fake.fail({ kind: 'slow', ms: 1000 });
    await expect(gateway().createOrder(order)).resolves.toBeDefined();
    fake.fail({ kind: 'status', status: 502 });
    await expect(gateway().createOrder({ ...order, amountPaise: asPaise(70_000) })).rejects.toThrow(
      `Razorpay already has order ${fake.orders[0]?.id ?? ''} for receipt HAAT-10234 with another amount (64900 paise)`,
    );
  });

  it('gives up after the attempts with a clear error', async () => {
    fake.fail(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 503 })));
    const error = await gateway()
      .createOrder(order)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe(
      'Razorpay could not create the order after 3 attempts: Razorpay could not create the order: The server encountered an error.',
    );
    expect(posts()).toHaveLength(3);
    expect(fake.orders).toHaveLength(0);
  });

  it('gives up on time-outs with a clear error', async () => {
    fake.fail(...Array.from({ length: 3 }, () => ({ kind: 'slow' as const, ms: 1000 })));
    fake.failListing(2);
    await expect(gateway({ attempts: 2 }).createOrder(order)).rejects.toThrow(
      'Razorpay could not create the order after 2 attempts: Razorpay could not list orders: The server encountered an error.',
    );
    const timedOut = await gateway({ attempts: 1 })
      .createOrder({ ...order, receipt: 'HAAT-2' })
      .catch((e: unknown) => e);
    expect((timedOut as ProviderError).message).toBe(
      'Razorpay could not create the order after 1 attempt: Razorpay did not answer within 300 ms',
    );
    expect((timedOut as ProviderError).failure).toBe('timeout');
  });

  it("does not retry Razorpay's refusal, and says why", async () => {
    await expect(gateway().createOrder({ ...order, amountPaise: asPaise(50) })).rejects.toThrow(
      'Razorpay refused the order: The amount must be atleast INR 1.00',
    );
    await expect(gateway({ keySecret: 'wrong' }).createOrder(order)).rejects.toThrow(
      'Razorpay refused the order: The api key provided is invalid',
    );
    expect(posts()).toHaveLength(2);
  });
});

describe('razorpayGateway.verifyCheckoutSignature', () => {
  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', FAKE_KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');
  const paid = {
    providerOrderId: 'order_Ab12',
    paymentId: 'pay_Cd34',
    signature: sign('order_Ab12', 'pay_Cd34'),
  };

  it("accepts Checkout's signature of order_id|payment_id", async () => {
    expect(await gateway().verifyCheckoutSignature(paid)).toBe(true);
    expect(
      await gateway().verifyCheckoutSignature({ ...paid, signature: paid.signature.toUpperCase() }),
    ).toBe(true);
  });

  it('refuses a tampered signature, another order, another payment or another key', async () => {
    const flipped = `${paid.signature.slice(0, -1)}${paid.signature.endsWith('0') ? '1' : '0'}`;
    for (const attempt of [
      { ...paid, signature: flipped },
      { ...paid, providerOrderId: 'order_Zz99' },
      { ...paid, paymentId: 'pay_Zz99' },
      {
        ...paid,
        signature: createHmac('sha256', 'other').update('order_Ab12|pay_Cd34').digest('hex'),
      },
      { ...paid, signature: paid.signature.slice(2) },
      { ...paid, signature: '' },
      { ...paid, signature: 'z'.repeat(64) },
    ]) {
      expect(await gateway().verifyCheckoutSignature(attempt)).toBe(false);
    }
  });
});
