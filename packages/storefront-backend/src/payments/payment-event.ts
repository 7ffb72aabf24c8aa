import type { BackendDeps, ShopCatalogue } from '../deps.js';
import type { RefundToAsk } from '../fulfilment/apply-effects.js';
import { askRefundsDue } from '../fulfilment/move-order.js';
import { cancelIfLapsed } from '../orders/release-expired-holds.js';
import type { Repositories } from '../ports/storage.js';
import { markOrderPaid } from './mark-order-paid.js';

/**
 * What the payment provider tells us about a payment (its webhook), in the provider's neutral
 * terms: `eventId` is the provider's id of this notification (repeats carry the same id),
 * `providerOrderId` the provider order CreateTransaction opened, `amountPaise` what was paid.
 *
 * @example
 * const event: PaymentEvent = { eventId: 'KrNDqHNTP6Wkbq', kind: 'paid',
 *   providerOrderId: 'order_0f3a9c51d2e84b', providerPaymentId: 'pay_29QQoUBi66xm2f',
 *   amountPaise: 64900 };
 */
export interface PaymentEvent {
  readonly eventId: string;
  readonly kind: 'paid' | 'failed';
  readonly providerOrderId: string;
  readonly providerPaymentId: string;
  readonly amountPaise: number;
  /** Why a payment failed, as the provider words it. */
  readonly reason?: string | null | undefined;
}

/**
 * What a payment event did:
 * - `repeat`: its event id was handled before (nothing changed);
 * - `unknown-order`: no payment was started for its provider order here (nothing changed);
 * - `paid`: the payment is PAID and the order CONFIRMED now;
 * - `already-paid`: the payment was PAID by this provider payment before (nothing changed);
 * - `amount-mismatch`: the amount paid is not the payment's amount (refused, nothing changed);
 * - `refund-due`: money arrived that cannot pay the order: it was cancelled (the payment is
 *   recorded PAID on the cancelled order; when staff had cancelled it, its life takes the money
 *   and refunds it to the original payment at once) or another provider payment paid it;
 * - `failure-recorded`: the failed payment is recorded on its attempt; the order stays payable.
 *
 * @example
 * const outcome: PaymentEventOutcome = { status: 'paid', orderId: 'o1' };
 */
export type PaymentEventOutcome =
  | { readonly status: 'repeat' }
  | { readonly status: 'unknown-order' }
  | { readonly status: 'paid'; readonly orderId: string }
  | { readonly status: 'already-paid'; readonly orderId: string }
  | {
      readonly status: 'amount-mismatch';
      readonly orderId: string;
      readonly expectedPaise: number;
      readonly receivedPaise: number;
    }
  | {
      readonly status: 'refund-due';
      readonly orderId: string;
      readonly reason: 'order-cancelled' | 'paid-by-another-payment';
    }
  | { readonly status: 'failure-recorded'; readonly orderId: string };

/** The idempotency scope of payment events, keyed by the provider's event id. */
export const PAYMENT_EVENT_SCOPE = 'payment-event';

/** How long an event id is remembered: the provider retries a delivery for 24 hours. */
export const PAYMENT_EVENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

async function apply(
  repos: Repositories<ShopCatalogue>,
  deps: BackendDeps,
  event: PaymentEvent,
  now: number,
  toAsk: RefundToAsk[],
): Promise<PaymentEventOutcome> {
  const attempt = await repos.paymentAttempts.byProviderOrderId(event.providerOrderId);
  if (!attempt) return { status: 'unknown-order' };
  const order = await repos.orders.byId(attempt.orderId);
  const online = await repos.payments.byId(attempt.paymentId);
  if (!order || !online)
    throw new Error(`Attempt ${attempt.id} points at a missing order or payment`);
  const orderId = order.id;
  if (online.status === 'PAID') {
    // Forward only: a repeat, or a late failure, never undoes a payment.
    return online.providerPaymentId === event.providerPaymentId || event.kind === 'failed'
      ? { status: 'already-paid', orderId }
      : { status: 'refund-due', orderId, reason: 'paid-by-another-payment' };
  }
  if (event.kind === 'failed') {
    await repos.paymentAttempts.recordFailure(event.providerOrderId, {
      providerPaymentId: event.providerPaymentId,
      reason: event.reason ?? null,
      at: now,
    });
    return { status: 'failure-recorded', orderId };
  }
  if (event.amountPaise !== online.amount) {
    return {
      status: 'amount-mismatch',
      orderId,
      expectedPaise: online.amount,
      receivedPaise: event.amountPaise,
    };
  }
  const marked = await markOrderPaid(repos, deps, {
    order,
    online,
    providerPaymentId: event.providerPaymentId,
    at: now,
  });
  switch (marked.status) {
    case 'confirmed':
      return { status: 'paid', orderId };
    case 'already-paid':
      return { status: 'already-paid', orderId };
    case 'conflict':
      return { status: 'refund-due', orderId, reason: 'paid-by-another-payment' };
    case 'not-pending':
      toAsk.push(...marked.toAsk);
      return { status: 'refund-due', orderId, reason: 'order-cancelled' };
  }
}

/**
 * Applies what the payment provider reports (its webhook), in one transaction, forward only:
 *
 * - An event id is handled once: it is claimed in the idempotency store (scope `payment-event`,
 *   remembered 30 days) with the work, so a repeat — even with another payload — is a `repeat`
 *   and changes nothing. While another delivery of the same id is still running, this throws
 *   (the host answers 5xx and the provider delivers it again later).
 * - `paid` goes the way ValidateTransaction goes (`markOrderPaid`): the ONLINE payment
 *   UNPAID → PAID and the order PENDING → CONFIRMED, only when the amount is the payment's
 *   amount (otherwise `amount-mismatch`, nothing changes). A payment already PAID by this provider
 *   payment is a no-op.
 * - The event's order is cancelled first if its hold lapsed (`cancelIfLapsed`). Money for an
 *   order cancelled because its hold ran out is never turned back into a sale (its units and reward points went
 *   back, and the shopper was told to order again; re-reserving could oversell): the payment is
 *   recorded PAID on the cancelled order, so it shows as money to refund, and the outcome is
 *   `refund-due`. A second provider payment for a paid order is `refund-due` too.
 * - `failed` records the failure on the attempt (`paymentAttempts.recordFailure`); the order
 *   stays PENDING and payable until its hold runs out. A failure after the payment is PAID
 *   changes nothing (`already-paid`).
 *
 * @example
 * const outcome = await paymentEvent(deps, { eventId: 'KrNDqHNTP6Wkbq', kind: 'paid',
 *   providerOrderId: 'order_0f3a9c51d2e84b', providerPaymentId: 'pay_29QQoUBi66xm2f',
 *   amountPaise: 64900 });
 * outcome.status; // 'paid'
 */
export async function paymentEvent(
  deps: BackendDeps,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const key = event.eventId.trim();
  if (key.length === 0 || key.length > 128) {
    throw new RangeError(`A payment event id has 1 to 128 characters: "${event.eventId}"`);
  }
  const now = deps.clock.now();
  // The order this event is about is cancelled first if its hold lapsed (never a sweep), so money
  // for it is recorded as to refund rather than confirming it.
  const attempt = await deps.storage.repos.paymentAttempts.byProviderOrderId(event.providerOrderId);
  const order = attempt ? await deps.storage.repos.orders.byId(attempt.orderId) : null;
  if (order) await cancelIfLapsed(deps, order, now);
  // Refunds the order's life claimed in the transaction (money for an order staff cancelled),
  // asked of the gateway once it commits.
  const toAsk: RefundToAsk[] = [];
  const outcome = await deps.storage.transaction(async (repos): Promise<PaymentEventOutcome> => {
    toAsk.length = 0;
    const claim = await repos.idempotency.claim({
      scope: PAYMENT_EVENT_SCOPE,
      key,
      fingerprint: JSON.stringify({ ...event, eventId: undefined }),
      now,
      ttlMs: PAYMENT_EVENT_TTL_MS,
    });
    if (claim.status === 'in-progress') {
      throw new Error(`Payment event ${key} is being handled by another delivery`);
    }
    if (claim.status !== 'claimed') return { status: 'repeat' };
    const applied = await apply(repos, deps, event, now, toAsk);
    await repos.idempotency.complete(PAYMENT_EVENT_SCOPE, key, JSON.stringify(applied));
    return applied;
  });
  if (order && toAsk.length > 0) await askRefundsDue(deps, order, toAsk);
  return outcome;
}
