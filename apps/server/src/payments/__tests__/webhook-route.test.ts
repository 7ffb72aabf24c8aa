import { createHmac } from 'node:crypto';
import { createStorefrontBackend, type BackendDeps } from '@haat/storefront-backend';
import { startedPayment, testBackend, type TestBackend } from '@haat/storefront-backend/testing';
import Fastify, { type FastifyInstance } from 'fastify';
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
  // Payments are started against the fake Razorpay, as the server starts them.
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

const signatureOf = (body: string) =>
  createHmac('sha256', FAKE_WEBHOOK_SECRET).update(body).digest('hex');

/** A prepaid order, its payment started at the fake Razorpay, and how it stands. */
async function prepaidOrder() {
  const { order, attempt } = await startedPayment(shop);
  const state = async () => {
    const { repos } = shop.storage;
    const [online] = await repos.payments.byOrder(order.id);
    const stored = await repos.paymentAttempts.byProviderOrderId(attempt.providerOrderId);
    return {
      order: (await repos.orders.byId(order.id))?.status,
      payment: online?.status,
      paidBy: online?.providerPaymentId,
      lastFailure: stored?.lastFailure ?? null,
    };
  };
  return { order, providerOrderId: attempt.providerOrderId, state };
}

describe(`POST ${RAZORPAY_WEBHOOK_PATH}`, () => {
  it.each(['payment.captured', 'order.paid'] as const)(
    'marks the order paid on a genuine %s',
    async (event) => {
      const { providerOrderId, state } = await prepaidOrder();
      const delivery = fake.webhook(event, providerOrderId);
      const answer = await deliver(delivery);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'paid' });
      expect(await state()).toEqual({
        order: 'CONFIRMED',
        payment: 'PAID',
        paidBy: delivery.paymentId,
        lastFailure: null,
      });
    },
  );

  it('refuses a tampered body, a foreign secret or no signature with 400, and changes nothing', async () => {
    const { providerOrderId, state } = await prepaidOrder();
    const genuine = fake.webhook('payment.captured', providerOrderId);
    const tampered = { ...genuine, body: genuine.body.replace('"amount":', '"amount": ') };
    const { 'x-razorpay-signature': _signature, ...unsigned } = genuine.headers;
    const foreign = {
      ...genuine,
      headers: { ...genuine.headers, 'x-razorpay-signature': 'ab'.repeat(32) },
    };
    for (const delivery of [tampered, foreign, { ...genuine, headers: unsigned }]) {
      const answer = await deliver(delivery);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'Invalid signature' });
    }
    expect(await state()).toEqual({
      order: 'PENDING',
      payment: 'UNPAID',
      paidBy: null,
      lastFailure: null,
    });
  });

  it('ignores a repeated delivery of an event', async () => {
    const { providerOrderId, state } = await prepaidOrder();
    const delivery = fake.webhook('payment.captured', providerOrderId);
    expect((await deliver(delivery)).json()).toEqual({ status: 'paid' });
    const again = await deliver(delivery);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'repeat' });
    expect(await state()).toMatchObject({ order: 'CONFIRMED', paidBy: delivery.paymentId });
  });

  it('records a failed payment and keeps the order payable; a failure after the payment changes nothing', async () => {
    const { providerOrderId, state } = await prepaidOrder();
    const failed = fake.webhook('payment.failed', providerOrderId);
    expect((await deliver(failed)).json()).toEqual({ status: 'failure-recorded' });
    expect(await state()).toMatchObject({
      order: 'PENDING',
      payment: 'UNPAID',
      lastFailure: {
        providerPaymentId: failed.paymentId,
        reason: 'Payment was unsuccessful as you may have entered an incorrect UPI PIN.',
      },
    });
    const captured = fake.webhook('payment.captured', providerOrderId);
    expect((await deliver(captured)).json()).toEqual({ status: 'paid' });
    const late = fake.webhook('payment.failed', providerOrderId);
    expect((await deliver(late)).json()).toEqual({ status: 'already-paid' });
    expect(await state()).toMatchObject({
      order: 'CONFIRMED',
      payment: 'PAID',
      paidBy: captured.paymentId,
      lastFailure: { providerPaymentId: failed.paymentId },
    });
  });

  it('refuses an amount other than the order’s, and changes nothing', async () => {
    const { order, providerOrderId, state } = await prepaidOrder();
    const short = fake.webhook('payment.captured', providerOrderId, {
      amount: order.amounts.total - 100,
    });
    const answer = await deliver(short);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'amount-mismatch' });
    expect(await state()).toMatchObject({ order: 'PENDING', payment: 'UNPAID', paidBy: null });
  });

  it('answers 200 to events it does not act on, and 400 without an event id or a readable payload', async () => {
    const { providerOrderId, state } = await prepaidOrder();
    const captured = fake.webhook('payment.captured', providerOrderId);
    const other = JSON.stringify({ entity: 'event', event: 'refund.created', payload: {} });
    const signed = (body: string, eventId = 'EvOther000001') => ({
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': signatureOf(body),
      },
      body,
    });
    expect((await deliver(signed(other))).json()).toEqual({ status: 'ignored' });
    const { 'x-razorpay-event-id': _id, ...noId } = captured.headers;
    const withoutId = await deliver({ ...captured, headers: noId });
    expect(withoutId.statusCode).toBe(400);
    expect(withoutId.json()).toEqual({ message: 'Missing X-Razorpay-Event-Id' });
    const unreadable = await deliver(signed('{"event":"payment.captured"}'));
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ message: 'Unreadable payload' });
    expect(await state()).toMatchObject({ order: 'PENDING', payment: 'UNPAID' });
  });

  it('refuses a body over 100 KB', async () => {
    const body = JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(100 * 1024) });
    const answer = await deliver({
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signatureOf(body) },
      body,
    });
    expect(answer.statusCode).toBe(413);
  });
});
