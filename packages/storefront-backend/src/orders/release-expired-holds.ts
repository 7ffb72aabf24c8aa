import type { BackendDeps } from '../deps.js';
import { cancelOrderWith } from './cancel-order.js';

/** How many lapsed orders one sweep reads at a time. */
const BATCH = 100;

/**
 * Cancels every prepaid (PREPAID or PPCOD) order still unpaid `settings.paymentHoldMs` after it
 * was placed, giving its units back (and any redeemed rewards). Each order is cancelled in its
 * own transaction, conditionally on it still being PENDING, so a payment verified meanwhile
 * wins. Hosts call it from a timer; the orders and payments services also run it before they
 * read, and an order that finds stock short runs it and tries again, so a lapsed hold never
 * blocks a buyer. Answers how many orders were cancelled.
 *
 * @example
 * setInterval(() => void releaseExpiredHolds(deps), 60_000);
 */
export async function releaseExpiredHolds(deps: BackendDeps): Promise<number> {
  const now = deps.clock.now();
  const cutoff = now - deps.settings.paymentHoldMs;
  let released = 0;
  for (;;) {
    const lapsed = await deps.storage.repos.orders.unpaidPrepaidBefore(cutoff, BATCH);
    let cancelledNow = 0;
    for (const order of lapsed) {
      const cancelled = await deps.storage.transaction((repos) =>
        cancelOrderWith(repos, order.id, now, ['PENDING']),
      );
      if (cancelled) cancelledNow += 1;
    }
    released += cancelledNow;
    if (lapsed.length < BATCH || cancelledNow === 0) return released;
  }
}
