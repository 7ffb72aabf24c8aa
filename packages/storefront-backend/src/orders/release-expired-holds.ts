import type { BackendDeps } from '../deps.js';
import type { OrderRecord } from '../ports/storage/records.js';
import { cancelOrderWith } from './cancel-order.js';
import { holdLapsed } from './order-as-of.js';

/** How many lapsed orders one sweep reads at a time. */
const BATCH = 100;

/**
 * Cancels one order if its hold has lapsed at `now`, in its own transaction, conditionally on it
 * still being PENDING (a payment verified meanwhile wins); recorded at the moment the hold lapsed,
 * as readers saw it (`orderAsOf`). Answers whether it cancelled the order. The payment paths
 * call it for the order they are about to touch.
 *
 * @example
 * await cancelIfLapsed(deps, order, now);
 */
export async function cancelIfLapsed(
  deps: BackendDeps,
  order: Pick<OrderRecord, 'id' | 'status' | 'holdUntil'>,
  now: number,
): Promise<boolean> {
  if (!holdLapsed(order, now)) return false;
  const at = order.holdUntil ?? now;
  const cancelled = await deps.storage.transaction((repos) =>
    cancelOrderWith(repos, order.id, at, ['PENDING']),
  );
  return cancelled !== null;
}

/**
 * Cancels every unpaid (PENDING) order whose hold has lapsed (`holdUntil` at or before now),
 * giving its units back (and any redeemed rewards and coupon uses). Each order is cancelled in
 * its own transaction, conditionally on it still being PENDING, so a payment verified meanwhile
 * wins. Reads never call it (they compute "lapsed": `orderAsOf`); the host's one timer runs it,
 * and an order that finds stock short runs it and tries again. Answers how many orders were
 * cancelled.
 *
 * @example
 * setInterval(() => void releaseExpiredHolds(deps), 60_000);
 */
export async function releaseExpiredHolds(deps: BackendDeps): Promise<number> {
  const now = deps.clock.now();
  let released = 0;
  for (;;) {
    const lapsed = await deps.storage.repos.orders.lapsedHolds(now, BATCH);
    let cancelledNow = 0;
    for (const order of lapsed) {
      if (await cancelIfLapsed(deps, order, now)) cancelledNow += 1;
    }
    released += cancelledNow;
    if (lapsed.length < BATCH || cancelledNow === 0) return released;
  }
}
