import {
  createStorefrontBackend,
  issueRefund,
  refundEvent,
  refundKey,
  type BackendDeps,
} from '@haat/storefront-backend';
import { startedPayment, testBackend, type TestBackend } from '@haat/storefront-backend/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { asPaise } from '@haat/commerce-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  FAKE_WEBHOOK_SECRET,
  startFakeRazorpay,
  type FakeWebhookDelivery,
} from '../../../test/fakes/fake-razorpay.js';
import { addErrorHandler } from '../../http/errors.js';
import { razorpayGateway } from '../razorpay.js';
import { RAZORPAY_WEBHOOK_PATH, registerRazorpayWebhook } from '../webhook-route.js';

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>;
let app: FastifyInstance;
let shop: TestBackend;

beforeEach(async () => {
  fake = await startFakeRazorpay();
  const test = testBackend();
  const deps: BackendDeps = {
    ...test.deps,
    payments: razorpayGateway({
      keyId: FAKE_KEY_ID,
      keySecret: FAKE_KEY_SECRET,
      baseUrl: fake.baseUrl,
    }),
  };
  shop = { ...test, deps };
  app = Fastify();
  addErrorHandler(app);
  await registerRazorpayWebhook(app, {
    webhookSecret: FAKE_WEBHOOK_SECRET,
    backend: createStorefrontBackend(deps),
    refunds: (event) => refundEvent(deps, event),
  });
});

afterEach(async () => {
  await app.close();
  await fake.close();
});

const deliver = (delivery: Pick<FakeWebhookDelivery, 'headers' | 'body'>) =>
  app.inject({
    method: 'POST',
    url: RAZORPAY_WEBHOOK_PATH,
    headers: delivery.headers,
    payload: delivery.body,
  });

/** A prepaid order paid at the fake (its capture delivered through the webhook). */
async function paidOrder() {
  const { order, attempt } = await startedPayment(shop);
  const captured = fake.webhook('payment.captured', attempt.providerOrderId);
  expect((await deliver(captured)).json()).toEqual({ status: 'paid' });
  return order;
}

const refundOf = (orderId: string) =>
  shop.deps.storage.repos.refunds.byId(refundKey(orderId, 'F1'));

describe('refunds settled by Razorpay webhooks', () => {
  it('refunds part of a paid order once; refund.processed settles it, a repeat changes nothing', async () => {
    const order = await paidOrder();
    const request = {
      orderId: order.id,
      refundId: 'F1',
      amount: asPaise(20_000),
      destination: 'original' as const,
      speed: 'normal' as const,
      receipt: `${order.code}/F1`,
      reason: 'One line out of stock',
    };
    expect(await issueRefund(shop.deps, request)).toMatchObject({ status: 'pending' });
    expect(await issueRefund(shop.deps, request)).toMatchObject({ status: 'pending' });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({ amount: 20_000, receipt: `${order.code}/F1` });

    const processed = fake.settleRefund(fake.refunds[0]!.id, 'refund.processed');
    const answer = await deliver(processed);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'settled' });
    expect(await refundOf(order.id)).toMatchObject({
      status: 'processed',
      providerRefundId: fake.refunds[0]!.id,
    });
    expect((await deliver(processed)).json()).toEqual({ status: 'repeat' });
  });

  it('records a refund Razorpay could not process as failed', async () => {
    const order = await paidOrder();
    await issueRefund(shop.deps, {
      orderId: order.id,
      refundId: 'F1',
      amount: order.amounts.payNow,
      destination: 'original',
      speed: 'optimum',
      receipt: `${order.code}/F1`,
      reason: 'Cancelled before dispatch',
    });
    const failed = fake.settleRefund(fake.refunds[0]!.id, 'refund.failed');
    expect((await deliver(failed)).json()).toEqual({ status: 'settled' });
    expect(await refundOf(order.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Razorpay could not process the refund',
    });
  });

  it('answers a refund made outside Haat (the dashboard) as unknown, changing nothing', async () => {
    const order = await paidOrder();
    const ours = await issueRefund(shop.deps, {
      orderId: order.id,
      refundId: 'F1',
      amount: asPaise(10_000),
      destination: 'original',
      speed: 'normal',
      receipt: `${order.code}/F1`,
      reason: null,
    });
    expect(ours.status).toBe('pending');
    // A second refund of the same payment, made in the dashboard: no notes, no key.
    fake.refunds.push({ ...fake.refunds[0]!, id: 'rfnd_Dashboard0001', notes: [] });
    const delivery = fake.settleRefund('rfnd_Dashboard0001', 'refund.processed');
    expect((await deliver(delivery)).json()).toEqual({ status: 'unknown-refund' });
    expect(await refundOf(order.id)).toMatchObject({ status: 'pending' });
  });
});
