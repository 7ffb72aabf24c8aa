import type { BackendDeps } from '../deps.js';
import { shopLifeRules } from './life-rules.js';
import { moveOrder } from './move-order.js';

/** How many delivered orders one sweep reads at a time (each closed in its own transaction). */
const BATCH = 50;

/**
 * One sweep closing delivered orders whose return window has passed (issue 23: "delivered →
 * complete after the return window"): every life delivered with nothing on its way and no
 * return open, whose last move is older than the shop's return window
 * (`orderLives.deliveredBefore`, a bounded batch at a time), is moved COMPLETE by the system
 * actor through `moveOrder` (its row locked; the order's status becomes COMPLETE). The machine
 * decides with the window the life was started under: a life with a longer one is refused and
 * left for a later sweep, and a batch that completes nothing ends the sweep. A shopper's return
 * request racing the sweep has one winner (whichever locks the order first). Answers how many
 * orders it completed; at most `maxBatches` batches per sweep, so a tick stays bounded.
 *
 * @example
 * setInterval(() => void completeDeliveredOrders(deps), 60_000);
 */
export async function completeDeliveredOrders(deps: BackendDeps, maxBatches = 4): Promise<number> {
  const movedBefore = deps.clock.now() - shopLifeRules(deps.settings).returnWindowMs;
  let completed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const ids = await deps.storage.repos.orderLives.deliveredBefore(movedBefore, BATCH);
    let completedNow = 0;
    for (const orderId of ids) {
      const outcome = await moveOrder(deps, {
        orderId,
        move: { type: 'COMPLETE' },
        actor: { kind: 'system' },
      });
      if (outcome.ok) completedNow += 1;
    }
    completed += completedNow;
    if (ids.length < BATCH || completedNow === 0) break;
  }
  return completed;
}
