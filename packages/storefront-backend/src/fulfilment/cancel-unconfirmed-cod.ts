import type { BackendDeps } from '../deps.js';
import { codConfirmDeadline } from './cod-confirm-link.js';
import { moveOrder } from './move-order.js';

/** How many waiting orders one sweep reads at a time (each is cancelled in its own transaction). */
const BATCH = 50;

/**
 * Why the shop cancelled the order: kept in its move log and shown in its timeline.
 *
 * @example
 * UNCONFIRMED_REASON; // 'Not confirmed in time'
 */
export const UNCONFIRMED_REASON = 'Not confirmed in time';

/**
 * One sweep of COD orders left unconfirmed: every order whose life still waits for its COD
 * confirmation `codConfirmationHours` after it was placed (`orderLives.awaitingConfirmation`, a
 * bounded batch at a time) is cancelled by the system actor through `moveOrder` — one
 * transaction per order with its row locked, so its stock goes back, its coupon use is given
 * back, the move is logged and the shopper's cancelled message queued by the one path every
 * move takes. A shopper's or staff member's confirm racing the sweep has exactly one winner:
 * whichever locks the order first; the other is refused (the life's CANCEL by the system is
 * allowed only while the order waits for its confirmation) and changes nothing. Answers how many
 * orders it cancelled; at most `maxBatches` batches per sweep, so a tick stays bounded.
 *
 * @example
 * setInterval(() => void cancelUnconfirmedCod(deps), 60_000);
 */
export async function cancelUnconfirmedCod(deps: BackendDeps, maxBatches = 4): Promise<number> {
  const now = deps.clock.now();
  // Placed before this, an order's confirmation time has run out (`codConfirmDeadline`).
  const placedBefore = now - codConfirmDeadline(deps.settings, 0) + 1;
  let cancelled = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const ids = await deps.storage.repos.orderLives.awaitingConfirmation(placedBefore, BATCH);
    let cancelledNow = 0;
    for (const orderId of ids) {
      const outcome = await moveOrder(deps, {
        orderId,
        move: { type: 'CANCEL', reason: UNCONFIRMED_REASON },
        actor: { kind: 'system' },
      });
      if (outcome.ok) cancelledNow += 1;
    }
    cancelled += cancelledNow;
    if (ids.length < BATCH || cancelledNow === 0) break;
  }
  return cancelled;
}
