import { isoAt } from '../clock.js';
import type { MockContext } from '../context.js';
import type { OrderRecord } from '../models.js';

/** Marks an order CONFIRMED now (a successful online payment). */
export function confirmOrder(context: MockContext, order: OrderRecord): OrderRecord {
  return context.state.orders.set(order.id, {
    ...order,
    status: 'CONFIRMED',
    deliveryStatus: 'CONFIRMED',
    confirmAt: null,
    updatedAt: isoAt(context.now),
  });
}

/** The order as of now: a COD order past its confirmation time reads CONFIRMED. */
export function currentOrder(context: MockContext, order: OrderRecord): OrderRecord {
  if (order.status === 'PENDING' && order.confirmAt !== null && context.now >= order.confirmAt) {
    return confirmOrder(context, order);
  }
  return order;
}

/** An order by id, as of now. */
export function findOrder(context: MockContext, id: string): OrderRecord | null {
  const order = context.state.orders.get(id);
  return order ? currentOrder(context, order) : null;
}
