import type { BackendDeps, ShopCatalogue } from '../deps.js';
import { moveOrderWith, type MoveDeps } from '../fulfilment/move-order.js';
import type { Repositories } from '../ports/storage.js';
import type { RefundRecord } from '../ports/storage/refunds.js';
import { refundMayAdvance } from '../storage/refund-progress.js';
import { refundKey } from './refund-key.js';

/**
 * What the payment provider tells us about a refund (its `refund.processed` / `refund.failed`
 * webhooks), in neutral terms: the event's id, the outcome, the provider's refund id, and our
 * refund key when the refund carries it in its notes (refunds we asked for do).
 *
 * @example
 * const event: RefundEvent = { eventId: 'KrNDqHNTP6Wkbq', kind: 'processed',
 *   providerRefundId: 'rfnd_FgRAHdNOM4ZVbO', refundKey: 'o1_F1', reason: null };
 */
export interface RefundEvent {
  readonly eventId: string;
  readonly kind: 'processed' | 'failed';
  readonly providerRefundId: string;
  readonly refundKey: string | null;
  readonly reason: string | null;
}

/**
 * What a refund event did: a `repeat` of an event handled before, a refund that is not ours
 * (`unknown-refund`: made in the provider's dashboard), or the refund as it now stands
 * (`settled`; `unchanged` when it had settled already — forward only).
 *
 * @example
 * const outcome: RefundEventOutcome = { status: 'settled', refund };
 */
export type RefundEventOutcome =
  | { readonly status: 'repeat' }
  | { readonly status: 'unknown-refund' }
  | { readonly status: 'settled' | 'unchanged'; readonly refund: RefundRecord };

/** The idempotency scope of refund events, keyed by the provider's event id. */
export const REFUND_EVENT_SCOPE = 'refund-event';

/** How long an event id is remembered (the provider retries for 24 hours). */
const REFUND_EVENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Tells the order's life its refund settled, when the life holds it as still due. */
async function settleLife(
  repos: Repositories<ShopCatalogue>,
  deps: MoveDeps,
  refund: RefundRecord,
  outcome: 'processed' | 'failed',
  at: number,
): Promise<void> {
  const stored = await repos.orderLives.lock(refund.orderId);
  const due = stored?.life.money.refunds.find(
    (r) => r.status === 'due' && refundKey(refund.orderId, r.id) === refund.id,
  );
  if (!due) return;
  await moveOrderWith(
    repos,
    deps,
    {
      orderId: refund.orderId,
      move: { type: 'SETTLE_REFUND', refundId: due.id, outcome },
      actor: { kind: 'provider', provider: 'payments' },
    },
    at,
  );
}

/**
 * Settles a refund from the provider's report, in one transaction, once per event id: the
 * refund (found by the key in its notes, else by the provider's refund id — a refund whose
 * answer we never recorded is found by its key) moves to processed or failed, forward only.
 * A refund the order's life made due and still holds as due is settled in the life too
 * (`SETTLE_REFUND` by the provider, `moveOrderWith`), in this transaction.
 *
 * @example
 * const outcome = await refundEvent(deps, { eventId, kind: 'processed',
 *   providerRefundId: 'rfnd_FgRAHdNOM4ZVbO', refundKey: 'o1_F1', reason: null });
 */
export async function refundEvent(
  deps: Pick<BackendDeps, 'storage' | 'clock' | 'ids' | 'settings'>,
  event: RefundEvent,
): Promise<RefundEventOutcome> {
  const key = event.eventId.trim();
  if (key.length === 0 || key.length > 128) {
    throw new RangeError(`A refund event id has 1 to 128 characters: "${event.eventId}"`);
  }
  const now = deps.clock.now();
  return deps.storage.transaction(async (repos) => {
    const claim = await repos.idempotency.claim({
      scope: REFUND_EVENT_SCOPE,
      key,
      fingerprint: JSON.stringify({ ...event, eventId: undefined }),
      now,
      ttlMs: REFUND_EVENT_TTL_MS,
    });
    if (claim.status === 'in-progress') {
      throw new Error(`Refund event ${key} is being handled by another delivery`);
    }
    if (claim.status !== 'claimed') return { status: 'repeat' as const };
    const refund =
      (event.refundKey ? await repos.refunds.byId(event.refundKey) : null) ??
      (await repos.refunds.byProviderRefundId(event.providerRefundId));
    let outcome: RefundEventOutcome;
    if (!refund) {
      outcome = { status: 'unknown-refund' };
    } else {
      const advanced = await repos.refunds.advance(refund.id, {
        status: event.kind,
        providerRefundId: event.providerRefundId,
        at: now,
        failureReason: event.kind === 'failed' ? (event.reason ?? 'The refund failed') : null,
      });
      if (!advanced) throw new Error(`Refund ${refund.id} vanished while being settled`);
      outcome = {
        status: refundMayAdvance(refund.status, event.kind) ? 'settled' : 'unchanged',
        refund: advanced,
      };
      if (outcome.status === 'settled') await settleLife(repos, deps, advanced, event.kind, now);
    }
    await repos.idempotency.complete(REFUND_EVENT_SCOPE, key, JSON.stringify(outcome));
    return outcome;
  });
}
