import { asPaise } from '@haat/commerce-core';
import type { ProviderRefundRequest } from '@haat/storefront-backend';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeRazorpay } from '../../../test/fakes/fake-razorpay.js';
import { FAKE_KEY_ID, FAKE_KEY_SECRET } from '../../../test/fakes/fake-razorpay.js';
import { ProviderError } from '../../outbound/provider-error.js';
import { razorpayGateway } from '../razorpay.js';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let paymentId: string;

beforeEach(async () => {
  fake = await startFakeRazorpay();
  // A captured payment of ₹649 to refund (an order, then the payment's capture).
  const { providerOrderId } = await gateway().createOrder({
    amountPaise: asPaise(64_900),
    receipt: 'HAAT-10234',
    notes: {},
  });
  paymentId = fake.webhook('payment.captured', providerOrderId).paymentId;
});
afterEach(async () => {
  await fake.close();
});

/** A generous time-out: only the "slow" fault below is meant to exceed it. */
function gateway() {
  return razorpayGateway({
    keyId: FAKE_KEY_ID,
    keySecret: FAKE_KEY_SECRET,
    baseUrl: fake.baseUrl,
    timeoutMs: 2000,
    retryDelayMs: 10,
  });
}

const refund = (changes: Partial<ProviderRefundRequest> = {}): ProviderRefundRequest => ({
  providerPaymentId: paymentId,
  amountPaise: asPaise(20_000),
  speed: 'optimum',
  receipt: 'HAAT-10234/F1',
  notes: { refundKey: 'order-0001_F1', orderId: 'order-0001' },
  idempotencyKey: 'order-0001_F1',
  ...changes,
});

const refundPosts = () =>
  fake.received.filter((r) => r.method === 'POST' && r.url.endsWith('/refund'));

describe('razorpayGateway.refund', () => {
  it('refunds part of a payment with speed, receipt, notes and the idempotency header', async () => {
    expect(await gateway().refund(refund())).toEqual({
      providerRefundId: fake.refunds[0]?.id,
      status: 'pending',
    });
    const [request] = refundPosts();
    expect(request?.url).toBe(`/v1/payments/${paymentId}/refund`);
    expect(request?.headers['x-refund-idempotency']).toBe('order-0001_F1');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      amount: 20_000,
      speed: 'optimum',
      receipt: 'HAAT-10234/F1',
      notes: { refundKey: 'order-0001_F1', orderId: 'order-0001' },
    });
    await gateway().refund(
      refund({ amountPaise: asPaise(44_900), idempotencyKey: 'order-0001_F2' }),
    );
    expect(fake.refunds.map((r) => r.amount)).toEqual([20_000, 44_900]);
  });

  it('asks again with the same key after a 5xx, a dropped connection or a time-out: one refund', async () => {
    fake.failRefund({ kind: 'status', status: 503 }, { kind: 'drop' });
    const first = await gateway().refund(refund());
    expect(fake.refunds).toHaveLength(1);
    expect(first.providerRefundId).toBe(fake.refunds[0]?.id);
    fake.failRefund({ kind: 'slow', ms: 8000 });
    const second = await gateway().refund(refund({ idempotencyKey: 'order-0001_F2' }));
    expect(fake.refunds).toHaveLength(2);
    expect(second.providerRefundId).toBe(fake.refunds[1]?.id);
    expect(refundPosts()).toHaveLength(5);
  });

  it('refuses at once what Razorpay refuses: more than was captured, a key reused with another body', async () => {
    await gateway().refund(refund({ amountPaise: asPaise(60_000) }));
    const over = gateway().refund(
      refund({ amountPaise: asPaise(5000), idempotencyKey: 'order-0001_F2' }),
    );
    await expect(over).rejects.toThrow(
      new ProviderError(
        'Razorpay refused the refund: The refund amount provided is greater than amount captured',
        'razorpay',
        'refused',
        400,
      ),
    );
    await expect(gateway().refund(refund({ amountPaise: asPaise(100) }))).rejects.toThrow(
      'Razorpay refused the refund: Different request with the same idempotency key has already been processed.',
    );
    expect(fake.refunds).toHaveLength(1);
  });

  it('refuses a key Razorpay would not take, before calling it', async () => {
    await expect(gateway().refund(refund({ idempotencyKey: 'short' }))).rejects.toThrow(RangeError);
    await expect(gateway().refund(refund({ idempotencyKey: 'has:colon-123' }))).rejects.toThrow(
      RangeError,
    );
    expect(refundPosts()).toHaveLength(0);
  });
});
