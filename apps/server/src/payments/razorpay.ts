import type {
  CheckoutSignature,
  PaymentGateway,
  ProviderOrderRequest,
  ProviderRefund,
  ProviderRefundRequest,
} from '@haat/storefront-backend';
import { callJson, type JsonAnswer } from '../outbound/call-json.js';
import { ProviderError } from '../outbound/provider-error.js';
import { isRazorpayCheckoutSignature } from './signatures.js';

/** Razorpay's limits on an order (Orders API). */
export const RECEIPT_MAX_LENGTH = 40;
export const NOTES_MAX_ENTRIES = 15;

export interface RazorpayOptions {
  readonly keyId: string;
  readonly keySecret: string;
  /** `https://api.razorpay.com`; a local fake in tests. */
  readonly baseUrl: string;
  /** Per HTTP call (10 s by default). */
  readonly timeoutMs?: number;
  /** Order creation attempts before giving up (3 by default). */
  readonly attempts?: number;
  /** Pause before the second attempt, doubled before each later one (500 ms by default). */
  readonly retryDelayMs?: number;
}

interface RazorpayOrder {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly receipt: string | null;
}

const isOrder = (value: unknown): value is RazorpayOrder =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'id') === 'string' &&
  typeof Reflect.get(value, 'amount') === 'number';

const descriptionOf = (answer: JsonAnswer): string => {
  const error: unknown =
    typeof answer.body === 'object' && answer.body !== null
      ? Reflect.get(answer.body, 'error')
      : null;
  const description: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'description') : null;
  return typeof description === 'string' ? description : `HTTP ${answer.status}`;
};

/** 5xx and 429 mean "not done, or not sure": worth another attempt. */
const isProviderFault = (status: number) => status >= 500 || status === 429;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Razorpay's refund idempotency key: at least 10 letters, digits, hyphens and underscores. */
const REFUND_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,64}$/;

interface RazorpayRefund {
  readonly id: string;
  readonly status: string;
}

const isRefund = (value: unknown): value is RazorpayRefund =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'id') === 'string' &&
  typeof Reflect.get(value, 'status') === 'string';

const REFUND_STATUSES: ReadonlySet<string> = new Set(['pending', 'processed', 'failed']);

function checkRefundRequest(request: ProviderRefundRequest): void {
  if (!REFUND_IDEMPOTENCY_KEY.test(request.idempotencyKey)) {
    throw new RangeError(`Not a Razorpay refund idempotency key: "${request.idempotencyKey}"`);
  }
  if (request.receipt.length > RECEIPT_MAX_LENGTH) {
    throw new RangeError(`A Razorpay receipt has at most ${RECEIPT_MAX_LENGTH} characters`);
  }
  if (Object.keys(request.notes).length > NOTES_MAX_ENTRIES) {
    throw new RangeError(`Razorpay takes at most ${NOTES_MAX_ENTRIES} notes`);
  }
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) {
    throw new RangeError(`Not a refundable amount of paise: ${request.amountPaise}`);
  }
}

function checkRequest(request: ProviderOrderRequest): void {
  if (request.receipt.length === 0 || request.receipt.length > RECEIPT_MAX_LENGTH) {
    throw new RangeError(
      `A Razorpay receipt has 1 to ${RECEIPT_MAX_LENGTH} characters: "${request.receipt}"`,
    );
  }
  if (Object.keys(request.notes).length > NOTES_MAX_ENTRIES) {
    throw new RangeError(`Razorpay takes at most ${NOTES_MAX_ENTRIES} notes`);
  }
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) {
    throw new RangeError(`Not a payable amount of paise: ${request.amountPaise}`);
  }
}

/**
 * The Razorpay payment gateway (storefront-backend's `PaymentGateway`).
 *
 * `createOrder` POSTs `/v1/orders` (Basic auth with the key id and secret; amount in paise,
 * INR, our receipt and notes), each call bounded by a time-out. Razorpay does not make order
 * creation idempotent, so a retry could create a second order for one payment. The receipt makes
 * it safe: callers pass one receipt per payable order (its order code), and after a time-out, a
 * broken connection, a 429 or a 5xx — when the first POST may have created the order — the
 * gateway first asks `GET /v1/orders?receipt=…` (a read, safe to repeat) and reuses an order
 * with that receipt and amount; only when there is none does it POST again. A 4xx refusal is
 * not retried. After `attempts` it rejects with a `ProviderError` saying what happened.
 *
 * `verifyCheckoutSignature` checks Checkout's signature locally (hex HMAC-SHA256 of
 * `order_id|payment_id` with the key secret, constant-time compare).
 *
 * `refund` POSTs `/v1/payments/:id/refund` (amount in paise — all or part of the payment —,
 * `speed`, `receipt`, `notes`) with the caller's key in `X-Refund-Idempotency`: Razorpay makes
 * one refund per key and answers a repeat with the same refund, so after a time-out, a broken
 * connection, a 409 (the first request still in progress), a 429 or a 5xx the same request is
 * sent again (up to `attempts`). Any other 4xx (an amount above what is left to refund, a
 * payment not captured, the key reused with another body) is refused at once.
 *
 * @example
 * const gateway = razorpayGateway({ keyId, keySecret, baseUrl: 'https://api.razorpay.com' });
 * const { providerOrderId } = await gateway.createOrder({ amountPaise, receipt: order.code, notes: { orderId: order.id } });
 */
export function razorpayGateway(options: RazorpayOptions): PaymentGateway {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const headers = { authorization, accept: 'application/json' };
  const call = (path: string, init: RequestInit) =>
    callJson(
      'razorpay',
      'Razorpay',
      `${options.baseUrl}${path}`,
      { ...init, headers: { ...headers, ...init.headers } },
      timeoutMs,
    );

  /** The order an earlier attempt created with this receipt, if any. */
  async function earlierOrder(request: ProviderOrderRequest): Promise<RazorpayOrder | null> {
    const answer = await call(
      `/v1/orders?${new URLSearchParams({ receipt: request.receipt, count: '10' })}`,
      {
        method: 'GET',
      },
    );
    if (answer.status !== 200) {
      throw new ProviderError(
        `Razorpay could not list orders: ${descriptionOf(answer)}`,
        'razorpay',
        isProviderFault(answer.status) ? 'unavailable' : 'refused',
        answer.status,
      );
    }
    const items: unknown =
      typeof answer.body === 'object' && answer.body !== null
        ? Reflect.get(answer.body, 'items')
        : null;
    const match = (Array.isArray(items) ? items : [])
      .filter(isOrder)
      .find((order) => order.receipt === request.receipt);
    if (match && match.amount !== request.amountPaise) {
      throw new ProviderError(
        `Razorpay already has order ${match.id} for receipt ${request.receipt} with another amount (${match.amount} paise)`,
        'razorpay',
        'refused',
      );
    }
    return match ?? null;
  }

  async function create(request: ProviderOrderRequest): Promise<string> {
    const answer = await call('/v1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: request.amountPaise,
        currency: 'INR',
        receipt: request.receipt,
        notes: request.notes,
      }),
    });
    if (answer.status >= 200 && answer.status < 300 && isOrder(answer.body)) return answer.body.id;
    const failure = isProviderFault(answer.status) ? 'unavailable' : 'refused';
    throw new ProviderError(
      `Razorpay ${failure === 'refused' ? 'refused' : 'could not create'} the order: ${descriptionOf(answer)}`,
      'razorpay',
      failure,
      answer.status,
    );
  }

  async function refundOnce(request: ProviderRefundRequest): Promise<ProviderRefund> {
    const answer = await call(
      `/v1/payments/${encodeURIComponent(request.providerPaymentId)}/refund`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-refund-idempotency': request.idempotencyKey,
        },
        body: JSON.stringify({
          amount: request.amountPaise,
          speed: request.speed,
          receipt: request.receipt,
          notes: request.notes,
        }),
      },
    );
    if (answer.status >= 200 && answer.status < 300 && isRefund(answer.body)) {
      const status = REFUND_STATUSES.has(answer.body.status) ? answer.body.status : 'pending';
      return { providerRefundId: answer.body.id, status: status as ProviderRefund['status'] };
    }
    const retryable = isProviderFault(answer.status) || answer.status === 409;
    throw new ProviderError(
      `Razorpay ${retryable ? 'could not refund' : 'refused the refund'}: ${descriptionOf(answer)}`,
      'razorpay',
      retryable ? 'unavailable' : 'refused',
      answer.status,
    );
  }

  return {
    async refund(request) {
      checkRefundRequest(request);
      let last: ProviderError | null = null;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          if (last) await pause(retryDelayMs * 2 ** (attempt - 2));
          return await refundOnce(request);
        } catch (error) {
          if (!(error instanceof ProviderError) || error.failure === 'refused') throw error;
          last = error;
        }
      }
      throw new ProviderError(
        `Razorpay could not refund after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${last?.message ?? 'no answer'}`,
        'razorpay',
        last?.failure ?? 'unavailable',
        last?.status ?? null,
      );
    },
    async createOrder(request) {
      checkRequest(request);
      let last: ProviderError | null = null;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          if (last) {
            await pause(retryDelayMs * 2 ** (attempt - 2));
            const earlier = await earlierOrder(request);
            if (earlier) return { providerOrderId: earlier.id };
          }
          return { providerOrderId: await create(request) };
        } catch (error) {
          if (!(error instanceof ProviderError) || error.failure === 'refused') throw error;
          last = error;
        }
      }
      throw new ProviderError(
        `Razorpay could not create the order after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${last?.message ?? 'no answer'}`,
        'razorpay',
        last?.failure ?? 'unavailable',
        last?.status ?? null,
      );
    },
    verifyCheckoutSignature(payment: CheckoutSignature) {
      return Promise.resolve(isRazorpayCheckoutSignature(payment, options.keySecret));
    },
  };
}
