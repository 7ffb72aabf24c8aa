import type { LineTracking } from '../fulfilment/line-tracking.js';
import type { SpecStatuses } from '../fulfilment/spec-statuses.js';
import type { OrderRecord } from '../ports/storage/records.js';

/**
 * The order as its life shows it (what `orderLives.save` writes): spec 4's status, delivery
 * status, each line's status and cancelled units, and (once dispatched) its courier and
 * tracking number; a status change is appended to the
 * history (the same status again is not), and leaving PENDING clears the payment hold. Both
 * storage adapters write exactly this (the SQL adapter in its UPDATEs).
 *
 * @example
 * const shown = orderWithStatuses(order, specStatuses(life), lineTracking(life), now);
 * shown.status; // 'DISPATCHED'
 */
export function orderWithStatuses(
  order: OrderRecord,
  statuses: SpecStatuses,
  tracking: readonly LineTracking[],
  at: number,
): OrderRecord {
  if (statuses.lines.length !== order.lines.length) {
    throw new Error(
      `Order ${order.code} has ${order.lines.length} lines, not ${statuses.lines.length}`,
    );
  }
  const changed = statuses.status !== order.status;
  return {
    ...order,
    status: statuses.status,
    deliveryStatus: statuses.deliveryStatus,
    lines: order.lines.map((line, index) => ({
      ...line,
      status: statuses.lines[index]?.status ?? line.status,
      cancelledQuantity: statuses.lines[index]?.cancelledQuantity ?? line.cancelledQuantity,
      shippingCourier: tracking[index]?.shippingCourier ?? line.shippingCourier,
      trackingId: tracking[index]?.trackingId ?? line.trackingId,
    })),
    history: changed ? [...order.history, { status: statuses.status, at }] : order.history,
    holdUntil: statuses.status === 'PENDING' ? order.holdUntil : null,
    updatedAt: at,
  };
}
