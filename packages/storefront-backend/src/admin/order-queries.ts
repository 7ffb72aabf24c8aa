import { addPhonePrefix, isValidPhone, removePhonePrefix } from '@haat/commerce-core';
import type { AdminOrderFilter, AdminQueryResolvers } from '@haat/storefront-api/admin-resolvers';
import { unstartedStage } from '../fulfilment/life-of-order.js';
import type {
  AdminOrderAnyOf,
  AdminOrderCursor,
  AdminOrderQuery,
} from '../ports/storage/order-lives.js';
import type { OrderPaymentType, OrderStatus } from '../ports/storage/records.js';
import { adminOrderOf, adminOrderSummaryOf, lifeRulesOf } from './admin-order.js';
import { adminError, instantOf, type AdminContext } from './admin-context.js';
import { cursorParts, cursorText, pageSize } from './paging.js';
import { pinCodeId } from './shipping-resolvers.js';

/** Every order status, for the stages orders without a life start at. */
export const STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'CONFIRMED',
  'COMPLETE',
  'DISPATCHED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
];
/** Every payment type, in the order the console shows them. */
export const PAYMENT_TYPES: readonly OrderPaymentType[] = ['COD', 'PREPAID', 'PPCOD'];

function orderCursorOf(text: string): AdminOrderCursor {
  const [createdAt, id] = cursorParts(text);
  return { createdAt, id };
}

/** The longest search text read: an order code, a phone or an AWB is far shorter. */
export const MOST_SEARCH_CHARS = 64;

/**
 * The console's one search box as alternatives of the query: the text (spaces around dropped)
 * is an order code or an AWB when whole, and a phone when it has 10 digits (with or without
 * +91; spaces and dashes between them dropped); any may match: a 10-digit AWB and a phone are
 * both tried. An empty or too long text is refused by name.
 *
 * @example
 * searchOf('9876543210'); // { code: '9876543210', awb: '9876543210', phone: '+919876543210' }
 */
export function searchOf(search: string): AdminOrderAnyOf {
  const text = search.trim();
  if (!text) {
    throw adminError(
      'BAD_USER_INPUT',
      'filter.search is empty: give an order code, an AWB or a phone.',
    );
  }
  if (text.length > MOST_SEARCH_CHARS) {
    throw adminError(
      'BAD_USER_INPUT',
      `filter.search may be at most ${MOST_SEARCH_CHARS} characters.`,
    );
  }
  // A phone is often typed in groups (`+91 98000 00042`); codes and AWBs hold no spaces.
  const typedPhone = text.replace(/[\s-]/g, '');
  return {
    code: text,
    awb: text,
    phone: isValidPhone(typedPhone) ? addPhonePrefix(removePhonePrefix(typedPhone)) : undefined,
  };
}

/**
 * The contract's `AdminOrderFilter` as storage's query (a phone of 10 digits, with or without
 * +91; a 6-digit pin code; an AWB matched whole, spaces around dropped; `search` read by
 * `searchOf`), or a BAD_USER_INPUT
 * refusal naming the field: the one reading of the filter that
 * `adminOrders` and `exportOrdersCsv` share.
 *
 * @example
 * const query = orderQueryOf(context, { paymentType: ['COD'], stage: ['TO_CONFIRM'] });
 */
export function orderQueryOf(
  context: AdminContext,
  filter: AdminOrderFilter | null | undefined,
): AdminOrderQuery {
  if (!filter) return {};
  if (filter.phone && !isValidPhone(filter.phone)) {
    throw adminError('BAD_USER_INPUT', 'filter.phone must be 10 digits, with or without +91.');
  }
  const rules = lifeRulesOf(context);
  const stages = filter.stage ?? null;
  return {
    statuses: filter.status ?? undefined,
    paymentTypes: filter.paymentType ?? undefined,
    stages: stages
      ? {
          started: stages,
          unstarted: STATUSES.flatMap((status) =>
            PAYMENT_TYPES.filter((paymentType) =>
              stages.includes(unstartedStage({ status, paymentType }, rules)),
            ).map((paymentType) => ({ status, paymentType })),
          ),
        }
      : undefined,
    phone: filter.phone ? addPhonePrefix(removePhonePrefix(filter.phone)) : undefined,
    code: filter.code?.trim() || undefined,
    pinCode: filter.pinCode ? pinCodeId('filter.pinCode', filter.pinCode) : undefined,
    awb: filter.awb?.trim() || undefined,
    from: filter.from ? instantOf('filter.from', filter.from) : undefined,
    to: filter.to ? instantOf('filter.to', filter.to) : undefined,
    anyOf: filter.search != null ? searchOf(filter.search) : undefined,
  };
}

/**
 * The order queries of the admin API: `adminOrders` (filters by status, stage, payment type,
 * phone, code, pin code, AWB, one search text and dates; newest first; cursor pages) and `adminOrder` (by id or code, with its
 * life, timeline, refunds, messages and the moves the caller's role may make). Permission
 * (ORDERS_READ) is checked by the edge before each.
 *
 * @example
 * const resolvers = { Query: { ...orderQueries } };
 */
export const orderQueries = {
  adminOrders: async (_parent, { filter, sort, first, after }, context) => {
    const limit = pageSize(first);
    if (sort && sort !== 'NEWEST') {
      throw adminError(
        'BAD_USER_INPUT',
        `sort ${sort} is not served yet: orders list newest first.`,
      );
    }
    const page = await context.deps.storage.repos.orderLives.searchOrders(
      orderQueryOf(context, filter),
      {
        limit,
        after: after ? orderCursorOf(after) : null,
      },
    );
    const rules = lifeRulesOf(context);
    return {
      items: page.items.map(({ order, life }) => adminOrderSummaryOf(order, life, rules)),
      pageInfo: {
        endCursor: page.next ? cursorText(page.next.createdAt, page.next.id) : null,
        hasNextPage: page.next !== null,
      },
      total: page.total ?? 0, // counted: this call does not ask otherwise
    };
  },
  adminOrder: async (_parent, { id, code }, context) => {
    const { repos } = context.deps.storage;
    if (!id && !code) throw adminError('BAD_USER_INPUT', 'Give the order id or its code.');
    const order = id
      ? await repos.orders.byId(id)
      : ((await repos.orderLives.searchOrders({ code: code ?? '' }, { limit: 1, after: null }))
          .items[0]?.order ?? null);
    if (!order) return null;
    return adminOrderOf(context, order, await repos.orderLives.byOrder(order.id));
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminOrders' | 'adminOrder'>;
