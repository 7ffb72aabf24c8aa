import type { RequestContext } from '../../context.js';
import { apiError } from '../../errors.js';
import type { OrderRecord } from '../../ports/storage/records.js';
import { mayReadOrder } from '../order-access.js';

/**
 * The order the caller owns (the storefront's one order-access rule, `mayReadOrder`: its
 * signed-in owner; a guest order's access key, or the signed-in user whose verified phone it
 * was shipped to). Anyone else gets the same NOT_FOUND as for an unknown id, so an order's
 * existence is not told to strangers.
 *
 * @example
 * const order = await ownedOrder(context, input.orderId, input.accessKey);
 */
export async function ownedOrder(
  context: RequestContext,
  orderId: string,
  accessKey: string | null | undefined,
): Promise<OrderRecord> {
  const order = await context.deps.storage.repos.orders.byId(orderId);
  if (!order || !(await mayReadOrder(context, order, accessKey))) {
    throw apiError('NOT_FOUND', 'Order not found');
  }
  return order;
}
