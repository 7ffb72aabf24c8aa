import type { Payment, QueryPaymentsByOrderIdArgs } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import { mayReadOrder } from '../orders/order-access.js';
import { apiPage, pageOf, pageRequest } from '../paging/page-args.js';
import { paymentView } from './payment-view.js';

/**
 * ByorderIdcreatedAtPayment: an order's payments, newest first unless `sortDirection` is ASC,
 * paged; only for the order's owner or with its access key (`mayReadOrder`). Anyone else, and
 * an unknown order, gets an empty list.
 *
 * @example
 * const page = await paymentsByOrder(context, { orderId, accessKey });
 * page.items.map((p) => p.method); // ['ONLINE']
 */
export async function paymentsByOrder(
  context: RequestContext,
  args: QueryPaymentsByOrderIdArgs,
): Promise<{ items: Payment[]; total: number; nextToken: string | null }> {
  const request = pageRequest(args);
  const { repos } = context.deps.storage;
  const order = await repos.orders.byId(args.orderId);
  const visible = order !== null && (await mayReadOrder(context, order, args.accessKey));
  const oldestFirst = visible ? await repos.payments.byOrder(args.orderId) : [];
  const sorted = args.sortDirection === 'ASC' ? oldestFirst : [...oldestFirst].reverse();
  return apiPage(pageOf(sorted, request), request, paymentView);
}
