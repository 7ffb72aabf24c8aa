import { apiError, badInput } from '../errors.js';
import type { ShopCatalogue } from '../deps.js';
import { orderAsOf } from '../orders/order-as-of.js';
import type { Repositories } from '../ports/storage.js';
import type { OrderRecord, PaymentRecord } from '../ports/storage/records.js';

/** Shown for an order cancelled before it was paid (its payment hold ran out, or it was cancelled). */
export const ORDER_CANCELLED_MESSAGE = 'This order has been cancelled. Please place it again.';

/**
 * An order that takes online payment and its ONLINE payment, or the refusal saying why not:
 * NOT_FOUND, or BAD_USER_INPUT for a cash-on-delivery order, a cancelled one (also one whose
 * hold lapsed by `now`: `orderAsOf`), or one with nothing to pay online.
 *
 * @example
 * const { order, online } = await payableOrder(deps.storage.repos, input.orderId, now);
 */
export async function payableOrder(
  repos: Repositories<ShopCatalogue>,
  orderId: string,
  now: number,
): Promise<{ readonly order: OrderRecord; readonly online: PaymentRecord }> {
  const stored = await repos.orders.byId(orderId);
  if (!stored) throw apiError('NOT_FOUND', 'Order not found');
  return payableOf(repos, stored, now);
}

/**
 * {@link payableOrder} for an order already read.
 *
 * @example
 * const { online } = await payableOf(repos, order, now);
 */
export async function payableOf(
  repos: Repositories<ShopCatalogue>,
  stored: OrderRecord,
  now: number,
): Promise<{ readonly order: OrderRecord; readonly online: PaymentRecord }> {
  const order = orderAsOf(stored, now);
  if (order.paymentType === 'COD') {
    throw badInput('Cash on delivery orders need no online payment.');
  }
  if (order.status === 'CANCELLED') throw badInput(ORDER_CANCELLED_MESSAGE);
  const online = (await repos.payments.byOrder(order.id)).find((p) => p.method === 'ONLINE');
  if (!online) throw badInput('This order has nothing to pay online.');
  return { order, online };
}
