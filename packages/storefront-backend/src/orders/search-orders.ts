import type { Order, QuerySearchOrdersArgs } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import { badInput } from '../errors.js';
import type { OrderFilter } from '../ports/storage/orders.js';
import type { Page, PageRequest } from '../ports/storage/paging.js';
import type { OrderRecord } from '../ports/storage/records.js';
import { orderView } from './order-view.js';
import { apiPage, pageRequest } from '../paging/page-args.js';
import { orderAsOf } from './order-as-of.js';
import { shopLifeRules } from '../fulfilment/life-rules.js';
import { stageOf } from './progress/order-progress.js';

const time = (iso: string | null | undefined, field: string): number | undefined => {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw badInput(`filter.${field} must be an ISO 8601 date`);
  return ms;
};

/** Newest first, then by code descending: the order every order search answers in. */
const newestFirst = (a: OrderRecord, b: OrderRecord): number =>
  b.createdAt - a.createdAt || b.code.localeCompare(a.code);

/** One page of two sorted sources merged: each is read up to the page's end, then sliced. */
function mergePages(pages: readonly Page<OrderRecord>[], request: PageRequest): Page<OrderRecord> {
  const merged = pages.flatMap((page) => page.items).sort(newestFirst);
  return {
    items: merged.slice(request.offset, request.offset + request.limit),
    total: pages.reduce((sum, page) => sum + page.total, 0),
  };
}

/**
 * searchOrders (signed-in only, else UNAUTHORIZED): the user's orders and the guest orders
 * shipped to the user's verified phone (placed before signing in), newest first, filtered by
 * status (as of now: a lapsed hold reads CANCELLED, `orderAsOf`), date range and code, paged,
 * each with its stage (`stageOf`: the shopper's label of where it stands).
 * Reads only: it never cancels anything.
 *
 * @example
 * const page = await searchOrders(context, { filter: { status: 'CONFIRMED' }, limit: 10 });
 */
export async function searchOrders(
  context: RequestContext,
  args: QuerySearchOrdersArgs,
): Promise<{ items: Order[]; total: number; nextToken: string | null }> {
  const user = await context.requireUser();
  const { filter } = args;
  const orderFilter: OrderFilter = {
    status: filter?.status ?? undefined,
    from: time(filter?.from, 'from'),
    to: time(filter?.to, 'to'),
    code: filter?.code?.trim() || undefined,
    now: context.now,
  };
  const request = pageRequest(args);
  const upToEnd = { offset: 0, limit: request.offset + request.limit };
  const { orders } = context.deps.storage.repos;
  const pages = await Promise.all([
    orders.byUser(user.id, orderFilter, upToEnd),
    ...(user.phoneVerified ? [orders.byPhone(user.phone, orderFilter, upToEnd)] : []),
  ]);
  const page = mergePages(pages, request);
  const lives = await context.deps.storage.repos.orderLives.byOrders(
    page.items.map((order) => order.id),
  );
  const rules = shopLifeRules(context.deps.settings);
  return apiPage(page, request, (order) => {
    const stored = lives.find((l) => l.life.orderId === order.id) ?? null;
    const { stage, label } = stageOf(order, stored, rules, context.now);
    const view = orderView(orderAsOf(order, context.now), { personal: true, accessKey: null });
    return { ...view, stage, stageLabel: label };
  });
}
