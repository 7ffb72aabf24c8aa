import type { DeliveryStatus, OrderRecord, OrderStatus } from '../ports/storage/records.js';

/**
 * Whether an unpaid order's hold has lapsed at `now`: it is still PENDING and its `holdUntil`
 * is at or before `now`. Such an order is as good as cancelled (the next sweep cancels it; a
 * payment path that meets it cancels it first).
 *
 * @example
 * holdLapsed({ status: 'PENDING', holdUntil: 1_000 }, 1_000); // true
 */
export function holdLapsed(order: Pick<OrderRecord, 'status' | 'holdUntil'>, now: number): boolean {
  return order.status === 'PENDING' && order.holdUntil !== null && order.holdUntil <= now;
}

/**
 * The order as a reader sees it at `now`, without writing anything: an order whose hold lapsed
 * reads as what the sweep will make of it (CANCELLED, delivery CANCELLED, updated when the hold
 * lapsed, the change in its history); any other order reads as stored. Every read path (GetOrder,
 * searchOrders, payments) answers through it, so a poll never changes an order and two reads at
 * the same time agree.
 *
 * @example
 * orderAsOf(lapsedOrder, now).status; // 'CANCELLED'
 */
export function orderAsOf(order: OrderRecord, now: number): OrderRecord {
  if (!holdLapsed(order, now) || order.holdUntil === null) return order;
  const at = order.holdUntil;
  const status: OrderStatus = 'CANCELLED';
  const deliveryStatus: DeliveryStatus = 'CANCELLED';
  return {
    ...order,
    status,
    deliveryStatus,
    holdUntil: null,
    history: [...order.history, { status, at }],
    updatedAt: at,
  };
}
