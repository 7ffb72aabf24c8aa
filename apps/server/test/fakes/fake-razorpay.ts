import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { listenFake, sendJson, type Received } from './listen.js';

export const FAKE_KEY_ID = 'rzp_test_fake';
export const FAKE_KEY_SECRET = 'fake_key_secret';
export const FAKE_WEBHOOK_SECRET = 'fake_webhook_secret';

/** The webhook events the fake sends about payments. */
export type FakeWebhookEvent = 'payment.captured' | 'order.paid' | 'payment.failed';

/** The webhook events the fake sends about refunds. */
export type FakeRefundEvent = 'refund.processed' | 'refund.failed';

/** A payment the fake captured (through a `payment.captured` / `order.paid` delivery). */
interface Payment {
  readonly id: string;
  readonly orderId: string;
  readonly amount: number;
  refunded: number;
}

/** A refund entity, as Razorpay's Refunds API answers it. */
interface Refund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string> | [];
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

/** One webhook delivery as Razorpay makes it: its headers and raw JSON body. */
export interface FakeWebhookDelivery {
  readonly eventId: string;
  readonly paymentId: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** What the fake does with the next order creation, instead of answering 200 at once. */
export type OrderFault =
  | { readonly kind: 'status'; readonly status: number }
  /** Creates the order but answers only after `ms` (a time-out on our side). */
  | { readonly kind: 'slow'; readonly ms: number }
  /** Creates the order, then drops the connection without an answer. */
  | { readonly kind: 'drop' };

interface Order {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

/**
 * Answers 200 with what was created, unless the fault made of the request says the answer is
 * late (a time-out on our side) or never comes (the connection dropped). Either way it was made.
 */
function answerDespite(fault: OrderFault | undefined, response: ServerResponse, made: unknown) {
  if (fault?.kind === 'drop') {
    response.socket?.destroy();
    return undefined;
  }
  if (fault?.kind === 'slow') {
    setTimeout(
      () =>
        response.writableEnded || response.destroyed ? undefined : sendJson(response, 200, made),
      fault.ms,
    );
    return undefined;
  }
  return sendJson(response, 200, made);
}

const badRequest = (response: ServerResponse, description: string) =>
  sendJson(response, 400, {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
  });

/**
 * A local fake of Razorpay's Orders API (`POST /v1/orders`, `GET /v1/orders?receipt=`) and
 * Refunds API (`POST /v1/payments/:id/refund` with `X-Refund-Idempotency`): Basic auth with the
 * fake key, Razorpay's validation errors and answer shapes, and scripted faults; and the webhook
 * deliveries Razorpay would send about payments of its orders (`webhook`, which also captures
 * the payment) and about refunds (`settleRefund`).
 */
export async function startFakeRazorpay() {
  const orders: Order[] = [];
  const faults: OrderFault[] = [];
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const refundFaults: OrderFault[] = [];
  /** Idempotency key → the refund made and the body it was made with. */
  const refundKeys = new Map<string, { body: string; refund: Refund }>();
  let listFaults = 0;
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString('base64')}`;

  const create = (request: Received, response: ServerResponse) => {
    const body = JSON.parse(request.body) as Record<string, unknown>;
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return badRequest(response, 'The amount must be atleast INR 1.00');
    }
    if (typeof receipt === 'string' && receipt.length > 40) {
      return badRequest(response, 'receipt: the length must be no more than 40.');
    }
    const fault = faults.shift();
    if (fault?.kind === 'status')
      return sendJson(response, fault.status, {
        error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
      });
    const order: Order = {
      id: `order_${(orders.length + 1).toString().padStart(14, 'F')}`,
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: String(currency),
      receipt: String(receipt),
      status: 'created',
      attempts: 0,
      notes: (notes ?? {}) as Record<string, string>,
      created_at: 1_764_000_000,
    };
    orders.push(order);
    return answerDespite(fault, response, order);
  };

  /**
   * `POST /v1/payments/:id/refund` (Refunds API): full or partial refunds of a captured payment
   * (their sum never above what was captured), `speed` normal or optimum, `receipt`, `notes`;
   * `X-Refund-Idempotency` (at least 10 letters, digits, - or _) makes one refund per key — the
   * same body answers the same refund, another body is refused. New refunds are `pending` until
   * `settleRefund`.
   */
  const refund = (paymentId: string, request: Received, response: ServerResponse) => {
    const payment = payments.get(paymentId);
    if (!payment) return badRequest(response, 'The id provided does not exist');
    const key = request.headers['x-refund-idempotency'];
    if (key !== undefined && (typeof key !== 'string' || !/^[A-Za-z0-9_-]{10,}$/.test(key))) {
      return badRequest(response, 'The idempotency key provided is invalid.');
    }
    const earlier = typeof key === 'string' ? refundKeys.get(key) : undefined;
    if (earlier) {
      return earlier.body === request.body
        ? sendJson(response, 200, earlier.refund)
        : badRequest(
            response,
            'Different request with the same idempotency key has already been processed.',
          );
    }
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const amount =
      body['amount'] === undefined ? payment.amount - payment.refunded : body['amount'];
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return badRequest(response, 'The amount must be at least INR 1.00');
    }
    if (payment.refunded + amount > payment.amount) {
      return badRequest(response, 'The refund amount provided is greater than amount captured');
    }
    const fault = refundFaults.shift();
    if (fault?.kind === 'status')
      return sendJson(response, fault.status, {
        error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
      });
    payment.refunded += amount;
    const speed = body['speed'] === 'optimum' ? 'optimum' : 'normal';
    const made: Refund = {
      id: `rfnd_${(refunds.length + 1).toString().padStart(14, 'R')}`,
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: (body['notes'] as Record<string, string> | undefined) ?? [],
      receipt: typeof body['receipt'] === 'string' ? body['receipt'] : null,
      acquirer_data: { arn: null },
      created_at: 1_764_000_200,
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: speed,
    };
    refunds.push(made);
    if (typeof key === 'string') refundKeys.set(key, { body: request.body, refund: made });
    return answerDespite(fault, response, made);
  };

  const fake = await listenFake((request, response) => {
    if (request.headers.authorization !== expectedAuth) {
      return sendJson(response, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
      });
    }
    const url = new URL(request.url, 'http://fake');
    const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname);
    if (refundPath && request.method === 'POST')
      return refund(decodeURIComponent(refundPath[1] ?? ''), request, response);
    if (url.pathname !== '/v1/orders')
      return sendJson(response, 404, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The requested URL was not found on the server.',
        },
      });
    if (request.method === 'POST') return create(request, response);
    if (listFaults > 0) {
      listFaults -= 1;
      return sendJson(response, 503, {
        error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
      });
    }
    const receipt = url.searchParams.get('receipt');
    const items = orders.filter((order) => receipt === null || order.receipt.includes(receipt));
    return sendJson(response, 200, { entity: 'collection', count: items.length, items });
  });

  let deliveries = 0;
  /** A delivery as Razorpay makes it: a new event id, the body signed with the webhook secret. */
  const signedDelivery = (paymentId: string, body: string): FakeWebhookDelivery => {
    const eventId = `Ev${deliveries.toString().padStart(12, 'F')}`;
    return {
      eventId,
      paymentId,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': eventId,
        'x-razorpay-signature': createHmac('sha256', FAKE_WEBHOOK_SECRET)
          .update(body)
          .digest('hex'),
      },
      body,
    };
  };
  /**
   * A signed webhook delivery about a payment of one of the fake's orders, in Razorpay's shapes
   * (`payload.payment.entity`, plus `payload.order.entity` for `order.paid`); `payment` changes
   * the payment entity (another id, amount…).
   */
  const webhook = (
    event: FakeWebhookEvent,
    orderId: string,
    payment: Record<string, unknown> = {},
  ): FakeWebhookDelivery => {
    const order = orders.find((candidate) => candidate.id === orderId);
    if (!order) throw new Error(`The fake has no order ${orderId}`);
    deliveries += 1;
    const failed = event === 'payment.failed';
    const entity = {
      id: `pay_${deliveries.toString().padStart(14, 'P')}`,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: failed ? 'failed' : 'captured',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: !failed,
      description: null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: 'gaurav.kumar@exampleupi',
      email: 'gaurav.kumar@example.com',
      contact: '+919000090000',
      notes: [],
      fee: failed ? null : 1_298,
      tax: failed ? null : 198,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed
        ? 'Payment was unsuccessful as you may have entered an incorrect UPI PIN.'
        : null,
      error_source: failed ? 'customer' : null,
      error_step: failed ? 'payment_authentication' : null,
      error_reason: failed ? 'incorrect_pin' : null,
      acquirer_data: { rrn: '933918372671' },
      created_at: 1_764_000_100,
      ...payment,
    };
    if (!failed && !payments.has(String(entity.id))) {
      payments.set(String(entity.id), {
        id: String(entity.id),
        orderId: order.id,
        amount: Number(entity.amount),
        refunded: 0,
      });
    }
    const paidOrder = { ...order, amount_paid: order.amount, amount_due: 0, status: 'paid' };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount001',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity },
        ...(event === 'order.paid' ? { order: { entity: paidOrder } } : {}),
      },
      created_at: 1_764_000_101,
    });
    return signedDelivery(String(entity.id), body);
  };

  /**
   * Razorpay settles a refund: its status becomes processed (or failed, the money back on the
   * payment), and the signed `refund.processed` / `refund.failed` delivery is answered.
   */
  const settleRefund = (refundId: string, event: FakeRefundEvent): FakeWebhookDelivery => {
    const made = refunds.find((candidate) => candidate.id === refundId);
    if (!made) throw new Error(`The fake has no refund ${refundId}`);
    const payment = payments.get(made.payment_id);
    made.status = event === 'refund.processed' ? 'processed' : 'failed';
    if (made.status === 'failed' && payment) payment.refunded -= made.amount;
    deliveries += 1;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_FakeAccount001',
      event,
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: made },
        payment: {
          entity: {
            id: made.payment_id,
            entity: 'payment',
            amount: payment?.amount ?? made.amount,
            currency: 'INR',
            status: 'captured',
            order_id: payment?.orderId ?? null,
            amount_refunded: payment?.refunded ?? 0,
            refund_status: payment && payment.refunded >= payment.amount ? 'full' : 'partial',
            captured: true,
          },
        },
      },
      created_at: 1_764_000_300,
    });
    return signedDelivery(made.payment_id, body);
  };

  return {
    ...fake,
    orders,
    refunds,
    webhook,
    settleRefund,
    /** The next refund creations fail this way, in order (a status, or made but slow or dropped). */
    failRefund: (...next: OrderFault[]) => refundFaults.push(...next),
    /** The next order creations fail this way, in order. */
    fail: (...next: OrderFault[]) => faults.push(...next),
    /** The next `count` order listings answer 503. */
    failListing: (count: number) => {
      listFaults += count;
    },
  };
}
