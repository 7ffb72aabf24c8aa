import type { BackendDeps, ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord, OrderStatus } from '../ports/storage/records.js';
import { heldStockLines } from '../inventory/stock-lines.js';

/** The statuses an order without a life may be cancelled from: it has not left the warehouse. */
const CANCELLABLE: readonly OrderStatus[] = ['PENDING', 'CONFIRMED'];

/**
 * Cancels an order whose life has not started (placed, not yet moved by staff or the shopper:
 * the order-life machine's `CANCEL` cancels the others) with the caller's transaction: moves it
 * to CANCELLED (only from PENDING or CONFIRMED, and only from `from` when given; recorded at
 * `at`), then gives
 * back its units (lines of one stock key together; an unpaid order's from the unpaid share too),
 * the reward points it redeemed and the coupon uses it counted. Answers the cancelled order, or
 * null when it was missing, had already moved on or has a life (nothing changed).
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
  // An order whose life has started moves only through it (`moveOrder`); the lock also keeps a
  // move from starting a life while this cancels.
  if (await repos.orderLives.lock(orderId)) return null;
  const cancelled = await repos.orders.transition({
    id: orderId,
    from: (from ?? CANCELLABLE).filter((status) => CANCELLABLE.includes(status)),
    to: 'CANCELLED',
    at,
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
