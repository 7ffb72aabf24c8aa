import type { Paise } from '@haat/commerce-core';

/**
 * Where a refund is: claimed in storage (before any money moves), asked of the payment gateway
 * and not yet settled (`pending`), or settled: `processed` (money back), `failed`.
 *
 * @example
 * const status: RefundStatus = 'pending';
 */
export type RefundStatus = 'claimed' | 'pending' | 'processed' | 'failed';

/**
 * A refund of an order. `id` is its unique key — the order id and the refund's id within the
 * order's life (`F1`…) — claimed before the gateway is called and sent as the gateway's
 * idempotency key, so a retried refund never pays twice. `destination` is the original online
 * payment (`providerPaymentId`) or store credit (the reward balance, settled at once). While it
 * is `claimed`, `nextAskAt` is when the retry sweep may ask the gateway again, `failedAsks` how
 * many asks failed (timed out, or refused: it stays claimed, as a refusal may not be final) and
 * `lastAskError` the last failure's message.
 *
 * @example
 * const refund: RefundRecord = { id: 'o1:F1', orderId: 'o1', amount: asPaise(47405),
 *   destination: 'original', speed: 'normal', status: 'claimed', providerPaymentId: 'pay_1',
 *   providerRefundId: null, reason: 'Cancelled before dispatch', failureReason: null,
 *   nextAskAt: 300000, failedAsks: 0, lastAskError: null, createdAt: 0, updatedAt: 0 };
 */
export interface RefundRecord {
  readonly id: string;
  readonly orderId: string;
  readonly amount: Paise;
  readonly destination: 'original' | 'store-credit';
  /** Razorpay's refund speed: `normal` (5–7 days) or `optimum` (instant where possible). */
  readonly speed: 'normal' | 'optimum';
  readonly status: RefundStatus;
  readonly providerPaymentId: string | null;
  readonly providerRefundId: string | null;
  readonly reason: string | null;
  readonly failureReason: string | null;
  readonly nextAskAt: number;
  readonly failedAsks: number;
  readonly lastAskError: string | null;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * What a refund became: its status, the gateway's refund id (once known), why it failed.
 *
 * @example
 * const update: RefundUpdate = { status: 'processed', providerRefundId: 'rfnd_1', at: now };
 */
export interface RefundUpdate {
  readonly status: Exclude<RefundStatus, 'claimed'>;
  readonly providerRefundId: string | null;
  readonly at: number;
  readonly failureReason?: string | null | undefined;
}

/**
 * An ask of the gateway that failed for a claimed refund: the `failedAsks` the asker read (the
 * failure is recorded only if no other ask recorded one since), when, why, and when it may be
 * asked next (`refundAskBackoff` of the new count).
 *
 * @example
 * const failure: FailedRefundAsk = { failedAsks: 0, at: now, message: 'Razorpay timed out',
 *   nextAskAt: now + refundAskBackoff(1) };
 */
export interface FailedRefundAsk {
  readonly failedAsks: number;
  readonly at: number;
  readonly message: string;
  readonly nextAskAt: number;
}

/**
 * The outcome of claiming a refund: this caller claimed it (and should carry it out), or it
 * exists already (answered as it is: a repeat never pays again).
 *
 * @example
 * const outcome: RefundClaimOutcome = { status: 'exists', refund };
 */
export type RefundClaimOutcome =
  | { readonly status: 'claimed'; readonly refund: RefundRecord }
  | { readonly status: 'exists'; readonly refund: RefundRecord };

/**
 * Refunds, unique on their key (SQL: primary key; a claim is `INSERT … ON CONFLICT DO NOTHING`,
 * then the row is read) and on the gateway's refund id. Updates only move forward — claimed →
 * pending → processed or failed; processed and failed are final — so a late or repeated report
 * from the gateway changes nothing. Each method is one atomic operation.
 *
 * @example
 * const claimed = await repos.refunds.claim(refund);
 * if (claimed.status === 'claimed') await gateway.refund(…);
 */
export interface RefundsRepository {
  claim(refund: RefundRecord): Promise<RefundClaimOutcome>;
  /**
   * Moves the refund forward (a move back or sideways changes nothing); answers the refund as it
   * now is, or null when there is none with that id.
   */
  advance(id: string, update: RefundUpdate): Promise<RefundRecord | null>;
  byId(id: string): Promise<RefundRecord | null>;
  byProviderRefundId(providerRefundId: string): Promise<RefundRecord | null>;
  /** The order's refunds, oldest first. */
  byOrder(orderId: string): Promise<readonly RefundRecord[]>;
  /**
   * Records a failed ask of a refund still `claimed` whose `failedAsks` is still the one read:
   * one more failed ask, its message, the next ask at `nextAskAt` (SQL: one conditional UPDATE).
   * Answers the refund as it now is (unchanged when it moved on or another ask recorded first),
   * or null when there is none with that id.
   */
  askFailed(id: string, failure: FailedRefundAsk): Promise<RefundRecord | null>;
  /**
   * Refunds still `claimed` (the gateway did not answer, or refused) whose next ask is before
   * `dueBefore`, soonest due first (then by id), at most `limit` (1–1,000): what the retry sweep
   * asks again. SQL: the partial index `refunds_claimed (next_ask_at) WHERE status = 'claimed'`.
   */
  claimedDueBefore(dueBefore: number, limit: number): Promise<readonly RefundRecord[]>;
}
