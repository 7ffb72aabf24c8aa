import type { Order } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import { mayReadOrder } from './order-access.js';
import { orderView } from './order-view.js';
import { releaseExpiredHolds } from './release-expired-holds.js';

/**
 * GetOrder / getOrder: the order by id (null when unknown), as of now (lapsed payment holds are
 * released first, so an unpaid prepaid order past its hold reads CANCELLED). Its personal data
 * only for its owner or with its access key (`mayReadOrder`); anyone else holding the id reads
 * code, status and amounts.
 *
 * @example
 * const order = await getOrder(context, id, accessKey);
 * order?.shippingAddress; // null without the key
 */
export async function getOrder(
  context: RequestContext,
  id: string,
  accessKey: string | null | undefined,
): Promise<Order | null> {
  await releaseExpiredHolds(context.deps);
  const order = await context.deps.storage.repos.orders.byId(id);
  if (!order) return null;
  const personal = await mayReadOrder(context, order, accessKey);
  return orderView(order, { personal, accessKey: null });
}
