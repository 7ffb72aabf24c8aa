import type { BackendDeps } from '../deps.js';
import { askRefundsDue } from '../fulfilment/move-order.js';

/** How many claimed refunds one sweep reads. */
const BATCH = 50;

/**
 * How long a claimed refund is left to the request that claimed it (it asks the gateway right
 * after its transaction commits) before the sweep asks again: a refund claimed this recently may
 * still be on its way.
 *
 * @example
 * RETRY_CLAIMED_AFTER_MS; // 300000 (5 minutes)
 */
export const RETRY_CLAIMED_AFTER_MS = 5 * 60_000;

/**
 * One sweep asking again for refunds the gateway never answered (still `claimed`: it timed out
 * or was down when the move that made them due asked), oldest first, a bounded batch: each is
 * asked with its own key (`askRefundsDue` → `issueRefund`: Razorpay answers a repeated key with
 * the refund it already made, so a retry never pays twice) and, once the gateway answers
 * processed or failed, settled into the order's life as the first ask would have. A refund the
 * gateway still does not answer stays claimed for the next sweep. Answers how many were asked.
 *
 * @example
 * setInterval(() => void retryClaimedRefunds(deps), 60_000);
 */
export async function retryClaimedRefunds(deps: BackendDeps): Promise<number> {
  const { repos } = deps.storage;
  const claimed = await repos.refunds.claimedBefore(
    deps.clock.now() - RETRY_CLAIMED_AFTER_MS,
    BATCH,
  );
  for (const refund of claimed) {
    const order = await repos.orders.byId(refund.orderId);
    if (!order) continue;
    // The refund's key is the order's id and the refund's id in its life (`refundKey`).
    const refundId = refund.id.slice(order.id.length + 1);
    await askRefundsDue(deps, order, [{ refundId, refund }]);
  }
  return claimed.length;
}
