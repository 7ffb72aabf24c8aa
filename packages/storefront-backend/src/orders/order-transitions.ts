import type { ShopCatalogue } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { DeliveryStatus, OrderRecord, OrderStatus } from '../ports/storage/records.js';

/**
 * Where an order's status may go next (spec 4 names the statuses; it does not show the server's
 * transitions, so these are the shop's): an order is placed PENDING (waiting for its online
 * payment) or CONFIRMED (cash on delivery); it is cancelled only before it leaves the warehouse;
 * a dispatched order is delivered or comes back; COMPLETE, CANCELLED and RETURNED are final.
 * Nothing ever moves an order back to PENDING.
 *
 * @example
 * ORDER_TRANSITIONS.PENDING; // ['CONFIRMED', 'CANCELLED']
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  PENDING: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['DISPATCHED', 'CANCELLED'],
  DISPATCHED: ['DELIVERED', 'RETURNED'],
  DELIVERED: ['COMPLETE', 'RETURNED'],
  COMPLETE: [],
  CANCELLED: [],
  RETURNED: [],
};

const STATUSES = Object.keys(ORDER_TRANSITIONS) as OrderStatus[];

/**
 * A move of one order to `to`: from any status {@link ORDER_TRANSITIONS} allows, or only from
 * those of them listed in `from`.
 *
 * @example
 * const release: OrderMove = { id: order.id, to: 'CANCELLED', at: now, from: ['PENDING'],
 *   deliveryStatus: 'CANCELLED' };
 */
export interface OrderMove {
  readonly id: string;
  readonly to: OrderStatus;
  readonly at: number;
  readonly from?: readonly OrderStatus[] | undefined;
  /** The delivery status to set with it; unchanged when absent. */
  readonly deliveryStatus?: DeliveryStatus | undefined;
}

/**
 * Moves an order along {@link ORDER_TRANSITIONS} with the caller's repositories: one conditional
 * `orders.transition` from the statuses that may lead to `to` (narrowed by `from`), recorded in
 * the order's history with its time. Answers the moved order, or null when the order is missing
 * or its status may not move there (nothing changed). Asking for a move no status allows is a
 * programmer error and throws.
 *
 * @example
 * const confirmed = await moveOrder(repos, { id: order.id, to: 'CONFIRMED', at: now,
 *   deliveryStatus: 'CONFIRMED' });
 */
export function moveOrder(
  repos: Repositories<ShopCatalogue>,
  move: OrderMove,
): Promise<OrderRecord | null> {
  const from = (move.from ?? STATUSES).filter((status) =>
    ORDER_TRANSITIONS[status].includes(move.to),
  );
  if (from.length === 0) {
    throw new Error(`No order may move from ${(move.from ?? STATUSES).join(', ')} to ${move.to}`);
  }
  return repos.orders.transition({
    id: move.id,
    from,
    to: move.to,
    at: move.at,
    deliveryStatus: move.deliveryStatus,
  });
}
