import type { ServerResponse } from 'node:http';
import { listenFake, sendJson, type Received } from './listen.js';

export const FAKE_KEY_ID = 'rzp_test_fake';
export const FAKE_KEY_SECRET = 'fake_key_secret';

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

const badRequest = (response: ServerResponse, description: string) =>
  sendJson(response, 400, {
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
  });

/**
 * A local fake of Razorpay's Orders API (`POST /v1/orders`, `GET /v1/orders?receipt=`): Basic
 * auth with the fake key, Razorpay's validation errors and answer shapes, and scripted faults.
 */
export async function startFakeRazorpay() {
  const orders: Order[] = [];
  const faults: OrderFault[] = [];
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
    if (fault?.kind === 'drop') {
      response.socket?.destroy();
      return undefined;
    }
    if (fault?.kind === 'slow') {
      setTimeout(
        () =>
          response.writableEnded || response.destroyed ? undefined : sendJson(response, 200, order),
        fault.ms,
      );
      return undefined;
    }
    return sendJson(response, 200, order);
  };

  const fake = await listenFake((request, response) => {
    if (request.headers.authorization !== expectedAuth) {
      return sendJson(response, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' },
      });
    }
    const url = new URL(request.url, 'http://fake');
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

  return {
    ...fake,
    orders,
    /** The next order creations fail this way, in order. */
    fail: (...next: OrderFault[]) => faults.push(...next),
    /** The next `count` order listings answer 503. */
    failListing: (count: number) => {
      listFaults += count;
    },
  };
}
