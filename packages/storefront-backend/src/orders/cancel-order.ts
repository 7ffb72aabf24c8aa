import type { BackendDeps, ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord, OrderStatus } from '../ports/storage/records.js';
import { heldStockLines } from '../inventory/stock-lines.js';
import { moveOrder } from './order-transitions.js';

/**
 * Cancels an order with the caller's transaction: moves it to CANCELLED (`moveOrder`: only from
 * a status that may be cancelled, and only from `from` when given; recorded at `at`), then gives
 * back its units (lines of one stock key together; an unpaid order's from the unpaid share too),
 * the reward points it redeemed and the coupon uses it counted. Answers the cancelled order, or
 * null when it was missing or had already moved on (nothing changed).
 *
 * @example
 * await deps.storage.transaction((repos) => cancelOrderWith(repos, order.id, now, ['PENDING']));
 */
export async function cancelOrderWith(
  repos: Repositories<ShopCatalogue>,
  orderId: string,
  at: number,
  from?: readonly OrderStatus[],
): Promise<OrderRecord | null> {
  const cancelled = await moveOrder(repos, {
    id: orderId,
    to: 'CANCELLED',
    at,
    from,
    deliveryStatus: 'CANCELLED',
  });
  if (!cancelled) return null;
  const wasUnpaid = cancelled.history.at(-2)?.status === 'PENDING';
  const units = cancelled.lines
    .map((line) => ({ ...line, quantity: line.quantity - line.cancelledQuantity }))
    .filter((line) => line.quantity > 0);
  if (units.length > 0) {
    await repos.stock.release(await heldStockLines(repos.catalogue, units), { unpaid: wasUnpaid });
  }
  const { rewardsApplied } = cancelled.amounts;
  if (cancelled.userId && rewardsApplied > 0) {
    await repos.rewards.credit(cancelled.userId, rewardsApplied);
  }
  await repos.couponUses.giveBack(cancelled.id);
  return cancelled;
}

/**
 * Cancels an order that has not left the warehouse (PENDING or CONFIRMED), in one transaction:
 * its units go back on sale and its redeemed rewards back to the buyer. Null when the order is
 * missing or already past cancellation. (The contract has no cancel mutation yet: hosts and
 * back-office tools call this.)
 *
 * @example
 * const cancelled = await cancelOrder(deps, order.id);
 * cancelled?.status; // 'CANCELLED'
 */
export function cancelOrder(deps: BackendDeps, orderId: string): Promise<OrderRecord | null> {
  const at = deps.clock.now();
  return deps.storage.transaction((repos) => cancelOrderWith(repos, orderId, at));
}
