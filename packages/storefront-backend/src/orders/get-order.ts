import type { Order } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import { mayReadOrder } from './order-access.js';
import { orderAsOf } from './order-as-of.js';
import { orderView } from './order-view.js';
import { shopLifeRules } from '../fulfilment/life-rules.js';
import { stageOf } from './progress/order-progress.js';

/**
 * GetOrder / getOrder: the order by id (null when unknown), as of the request's time without
 * writing anything: an unpaid order whose hold lapsed reads CANCELLED (`orderAsOf`), as it will
 * be once the hold timer has run. Its personal data only for its owner or with its access key
 * (`mayReadOrder`), with its stage (`stageOf`); anyone else holding the id reads code, status
 * and amounts.
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
  const order = await context.deps.storage.repos.orders.byId(id);
  if (!order) return null;
  const personal = await mayReadOrder(context, order, accessKey);
  const view = orderView(orderAsOf(order, context.now), { personal, accessKey: null });
  if (!personal) return view;
  const stored = await context.deps.storage.repos.orderLives.byOrder(order.id);
  const { stage, label } = stageOf(
    order,
    stored,
    shopLifeRules(context.deps.settings),
    context.now,
  );
  return { ...view, stage, stageLabel: label };
}
