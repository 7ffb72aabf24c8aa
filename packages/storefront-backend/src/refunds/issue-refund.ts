import type { Paise } from '@haat/commerce-core';
import type { Clock } from '../ports/clock.js';
import type { PaymentGateway } from '../ports/payment-gateway.js';
import type { Repositories, Storage } from '../ports/storage.js';
import type { RefundRecord } from '../ports/storage/refunds.js';
import { refundAskBackoff, RETRY_CLAIMED_AFTER_MS } from './refund-ask-schedule.js';
import { refundKey } from './refund-key.js';

/** The I/O a refund needs. */
export interface RefundDeps {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly payments: Pick<PaymentGateway, 'refund'>;
}

/**
 * A refund to make (one `refund-due` effect of the order's life): the order, the refund's id in
 * its life, the amount, where it goes, Razorpay's speed, and the receipt and reason to keep.
 *
 * @example
 * const request: RefundRequest = { orderId: order.id, refundId: 'F1', amount: asPaise(47405),
 *   destination: 'original', speed: 'normal', receipt: 'HAAT-10234/F1',
 *   reason: 'Cancelled before dispatch' };
 */
export interface RefundRequest {
  readonly orderId: string;
  readonly refundId: string;
  readonly amount: Paise;
  readonly destination: 'original' | 'store-credit';
  readonly speed: 'normal' | 'optimum';
  readonly receipt: string;
  readonly reason: string | null;
}

/**
 * What asking for a refund did: the refund as stored now (`processed`, `pending` until the
 * gateway's webhook, or `failed`), or `not-asked` — the gateway could not be reached or refused
 * (`message` says why); the refund stays claimed and asking again is safe (same key).
 *
 * @example
 * const outcome: IssueRefundOutcome = { status: 'pending', refund };
 */
export type IssueRefundOutcome =
  | { readonly status: 'processed' | 'pending' | 'failed'; readonly refund: RefundRecord }
  | { readonly status: 'not-asked'; readonly refund: RefundRecord; readonly message: string }
  | { readonly status: 'refused'; readonly message: string };

const settled = (refund: RefundRecord): IssueRefundOutcome | null =>
  refund.status === 'claimed' ? null : { status: refund.status, refund };

/**
 * Step 1 and 2 of `issueRefund` with the caller's transaction: claims the refund's key (a refund
 * already claimed is answered as it stands) and gives store credit at once; a refund to the
 * original payment is left claimed, for `issueRefund` to ask the gateway after the transaction
 * commits. The order's life claims its refunds this way in the transaction that makes them due.
 *
 * @example
 * const claimed = await claimRefundWith(repos, now, { orderId, refundId: 'F1', amount,
 *   destination: 'store-credit', speed: 'normal', receipt: 'HAAT-10234/F1', reason: null });
 * claimed.status; // 'claim' (or 'refused' with a message)
 */
export async function claimRefundWith(
  repos: Repositories,
  now: number,
  request: RefundRequest,
): Promise<
  | { readonly status: 'claim'; readonly refund: RefundRecord }
  | { readonly status: 'refused'; readonly message: string }
> {
  const id = refundKey(request.orderId, request.refundId);
  const order = await repos.orders.byId(request.orderId);
  if (!order)
    return { status: 'refused' as const, message: `There is no order ${request.orderId}.` };
  const online = (await repos.payments.byOrder(order.id)).find(
    (p) => p.method === 'ONLINE' && p.status === 'PAID',
  );
  if (request.destination === 'original' && !online?.providerPaymentId) {
    return {
      status: 'refused' as const,
      message: `Order ${order.code} has no online payment to refund: refund it to store credit.`,
    };
  }
  if (request.destination === 'store-credit' && !order.userId) {
    return {
      status: 'refused' as const,
      message: `Order ${order.code} was placed as a guest: it has no store credit to refund to.`,
    };
  }
  const claim = await repos.refunds.claim({
    id,
    orderId: order.id,
    amount: request.amount,
    destination: request.destination,
    speed: request.speed,
    status: 'claimed',
    providerPaymentId:
      request.destination === 'original' ? (online?.providerPaymentId ?? null) : null,
    providerRefundId: null,
    reason: request.reason,
    failureReason: null,
    nextAskAt: now + RETRY_CLAIMED_AFTER_MS,
    failedAsks: 0,
    lastAskError: null,
    createdAt: now,
    updatedAt: now,
  });
  if (claim.status === 'exists' || request.destination === 'original' || !order.userId) {
    return { status: 'claim' as const, refund: claim.refund };
  }
  if (!(await repos.rewards.credit(order.userId, request.amount))) {
    throw new Error(`The shopper of order ${order.code} is missing: no store credit given`);
  }
  const processed = await repos.refunds.advance(id, {
    status: 'processed',
    providerRefundId: null,
    at: now,
  });
  if (!processed) throw new Error(`Refund ${id} vanished while being processed`);
  return { status: 'claim' as const, refund: processed };
}

/**
 * Makes a refund so that asking twice never pays twice (issue 23 item 2):
 *
 * 1. The refund's key (order + refund id) is claimed in storage first. A refund already made is
 *    answered as it stands.
 * 2. Store credit is given in the claim's own transaction (`rewards.credit`, then processed):
 *    both commit or neither.
 * 3. To the original payment: the order's PAID online payment is refunded through the gateway
 *    with the key as its idempotency key — a retry after a time-out or a crash asks again with
 *    the same key, and Razorpay answers the same refund — then the gateway's answer is recorded
 *    (forward only). A gateway that cannot be reached or refuses leaves the refund claimed
 *    (`not-asked`), the failure recorded and its next ask pushed back (`refundAskBackoff`).
 *
 * @example
 * const outcome = await issueRefund(deps, { orderId, refundId: 'F1', amount, destination: 'original',
 *   speed: 'normal', receipt: 'HAAT-10234/F1', reason: 'Cancelled' });
 */
export async function issueRefund(
  deps: RefundDeps,
  request: RefundRequest,
): Promise<IssueRefundOutcome> {
  const id = refundKey(request.orderId, request.refundId);
  const now = deps.clock.now();
  const claimed = await deps.storage.transaction((repos) => claimRefundWith(repos, now, request));
  if (claimed.status === 'refused') return claimed;
  const done = settled(claimed.refund);
  if (done) return done;
  const { refund } = claimed;
  try {
    const answer = await deps.payments.refund({
      providerPaymentId: refund.providerPaymentId ?? '',
      amountPaise: refund.amount,
      speed: refund.speed,
      receipt: request.receipt,
      notes: { refundKey: id, orderId: refund.orderId },
      idempotencyKey: id,
    });
    const advanced = await deps.storage.repos.refunds.advance(id, {
      status: answer.status,
      providerRefundId: answer.providerRefundId,
      at: deps.clock.now(),
    });
    if (!advanced) throw new Error(`Refund ${id} vanished while being recorded`);
    return settled(advanced) ?? { status: 'pending', refund: advanced };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = deps.clock.now();
    const failedAsks = refund.failedAsks + 1;
    // Not recorded (storage down too): the refund keeps its due time and is asked again then.
    const noted = await deps.storage.repos.refunds
      .askFailed(id, {
        failedAsks: refund.failedAsks,
        at,
        message,
        nextAskAt: at + refundAskBackoff(failedAsks),
      })
      .catch(() => null);
    return { status: 'not-asked', refund: noted ?? refund, message };
  }
}
