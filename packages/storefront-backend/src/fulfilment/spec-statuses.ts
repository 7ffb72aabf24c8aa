import type { DeliveryStatus, OrderLineStatus, OrderStatus } from '../ports/storage/records.js';
import { everDelivered } from './books.js';
import { lineCounts, type LineCounts } from './line-counts.js';
import type { OrderLife } from './life.js';

/**
 * What the storefront shows of an order's life, in spec 4's statuses: the order's status, its
 * delivery status, and each line's status and cancelled quantity.
 *
 * @example
 * const shown: SpecStatuses = { status: 'DISPATCHED', deliveryStatus: 'SHIPPED',
 *   lines: [{ status: 'DISPATCHED', cancelledQuantity: 0 }] };
 */
export interface SpecStatuses {
  readonly status: OrderStatus;
  readonly deliveryStatus: DeliveryStatus;
  readonly lines: readonly {
    readonly status: OrderLineStatus;
    readonly cancelledQuantity: number;
  }[];
}

const orderStatus = (life: OrderLife, counts: readonly LineCounts[]): OrderStatus => {
  const any = (test: (c: LineCounts) => number) => counts.some((c) => test(c) > 0);
  if (counts.every((c) => c.cancelled === c.ordered)) return 'CANCELLED';
  if (life.payment === 'AWAITING') return 'PENDING';
  if (life.completedAt !== null) return 'COMPLETE';
  if (!any((c) => c.live)) return 'RETURNED';
  if (any((c) => c.toPack + c.packed + c.inTransit + c.rtoInTransit)) {
    return life.shipments.some((s) => s.state !== 'PACKED') ? 'DISPATCHED' : 'CONFIRMED';
  }
  return 'DELIVERED';
};

const deliveryStatus = (life: OrderLife, status: OrderStatus): DeliveryStatus => {
  switch (status) {
    case 'CANCELLED':
      return 'CANCELLED';
    case 'PENDING':
      return 'PENDING';
    case 'RETURNED':
      return everDelivered(life) ? 'DELIVERED' : 'CANCELLED';
    case 'DISPATCHED':
      return 'SHIPPED';
    case 'DELIVERED':
    case 'COMPLETE':
      return 'DELIVERED';
    case 'CONFIRMED':
      return life.confirmation === 'REQUIRED' ? 'DRAFT' : 'CONFIRMED';
  }
};

const lineStatus = (c: LineCounts): OrderLineStatus => {
  if (c.cancelled === c.ordered) return 'CANCELLED';
  if (c.returnOpen > 0) return 'RETURN_REQUESTED';
  if (c.rtoInTransit > 0) return 'COURIER_RETURN';
  if (c.inTransit > 0) return 'DISPATCHED';
  if (c.toPack + c.packed > 0) return 'CREATED';
  if (c.kept > 0) return 'DELIVERED';
  if (c.returned > 0) return 'RETURN_REQUESTED';
  return 'COURIER_RETURN';
};

/**
 * The spec 4 statuses of an order's life (issue 23: mapped for everything the storefront
 * already shows). Order: CANCELLED when every unit was cancelled; PENDING while the online part
 * is awaited; COMPLETE once closed; RETURNED when nothing is left with the shopper (returned or
 * come back undelivered); CONFIRMED until the first parcel leaves (also while a COD order waits
 * for its confirmation: the shopper sees it confirmed, its delivery is a DRAFT); DISPATCHED
 * while any unit is still to deliver after one left; DELIVERED when every unit still the
 * shopper's was delivered. A line is CANCELLED when all its units were, else RETURN_REQUESTED
 * while a return of it is open, COURIER_RETURN while units come back, DISPATCHED while units are
 * on their way, CREATED while units wait to leave, DELIVERED when its units were delivered; a
 * line with nothing left is RETURN_REQUESTED (returned: spec 4 has no returned line status) or
 * COURIER_RETURN (come back undelivered).
 *
 * @example
 * specStatuses(life).status; // 'CONFIRMED' for a COD order just placed
 */
export function specStatuses(life: OrderLife): SpecStatuses {
  const counts = lineCounts(life);
  const status = orderStatus(life, counts);
  return {
    status,
    deliveryStatus: deliveryStatus(life, status),
    lines: counts.map((c) => ({ status: lineStatus(c), cancelledQuantity: c.cancelled })),
  };
}
