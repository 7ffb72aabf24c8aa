import type { BackendDeps } from '../deps.js';
import { askRefundsDue } from '../fulfilment/move-order.js';

/** How many claimed refunds one sweep reads. */
const BATCH = 50;

/**
 * One sweep asking again for refunds the gateway never made (still `claimed`: it timed out, was
 * down or refused when last asked) whose next ask is due, soonest due first, a bounded batch —
 * a refund that fails again is pushed back (`refundAskBackoff`: 5 minutes doubling, at most
 * 6 hours), so refunds the gateway keeps refusing cannot hold the batch from newer ones: each is
 * asked with its own key (`askRefundsDue` → `issueRefund`: Razorpay answers a repeated key with
 * the refund it already made, so a retry never pays twice) and, once the gateway answers
 * processed or failed, settled into the order's life as the first ask would have. A refund the
 * gateway still does not make stays claimed, due later. Answers how many were asked.
 *
 * @example
 * setInterval(() => void retryClaimedRefunds(deps), 60_000);
 */
export async function retryClaimedRefunds(deps: BackendDeps): Promise<number> {
  const { repos } = deps.storage;
  const claimed = await repos.refunds.claimedDueBefore(deps.clock.now(), BATCH);
  for (const refund of claimed) {
    const order = await repos.orders.byId(refund.orderId);
    if (!order) continue;
    // The refund's key is the order's id and the refund's id in its life (`refundKey`).
    const refundId = refund.id.slice(order.id.length + 1);
    await askRefundsDue(deps, order, [{ refundId, refund }]);
  }
  return claimed.length;
}
