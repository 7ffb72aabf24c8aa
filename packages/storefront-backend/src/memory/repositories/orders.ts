import { holdLapsed, orderAsOf } from '../../orders/order-as-of.js';
import type { OrderFilter, OrdersRepository } from '../../ports/storage/orders.js';
import type { PageRequest } from '../../ports/storage/paging.js';
import type { OrderRecord, OrderStatus, PaymentRecord } from '../../ports/storage/records.js';
import { copy } from '../copy.js';
import { assertNew, assertUnique } from '../checks.js';
import { wholeNumber } from '../../storage/checks.js';
import type { Draft, Run } from '../draft.js';
import { compareText, pageOf } from '../paging.js';

const matches = (order: OrderRecord, filter: OrderFilter): boolean => {
  const status = filter.now === undefined ? order.status : orderAsOf(order, filter.now).status;
  return (
    (filter.status === undefined || status === filter.status) &&
    (filter.from === undefined || order.createdAt >= filter.from) &&
    (filter.to === undefined || order.createdAt < filter.to) &&
    (filter.code === undefined || order.code.toUpperCase() === filter.code.toUpperCase())
  );
};

const newestFirst = (a: OrderRecord, b: OrderRecord): number =>
  b.createdAt - a.createdAt || compareText(b.code, a.code);

const search = (
  draft: Draft,
  belongs: (order: OrderRecord) => boolean,
  filter: OrderFilter,
  page: PageRequest,
) =>
  pageOf(
    [...draft.read('orders').values()]
      .filter((order) => belongs(order) && matches(order, filter))
      .sort(newestFirst),
    page,
  );

const paidOnline = (draft: Draft, orderId: string): boolean =>
  [...draft.read('payments').values()].some(
    (p) => p.orderId === orderId && p.method === 'ONLINE' && p.status === 'PAID',
  );

const moved = (order: OrderRecord, to: OrderStatus, at: number): OrderRecord => ({
  ...order,
  status: to,
  history: [...order.history, { status: to, at }],
  holdUntil: to === 'PENDING' ? order.holdUntil : null,
  updatedAt: at,
});

/** Checks and writes an order with its payments (see `OrdersRepository.insert`). */
function insertInto(draft: Draft, order: OrderRecord, payments: readonly PaymentRecord[]): void {
  const orders = draft.read('orders');
  assertNew(orders, order.id, 'order id');
  assertUnique(orders, order, 'code', 'order code');
  const paymentIds = new Set<string>();
  for (const payment of payments) {
    if (payment.orderId !== order.id) {
      throw new Error(`Payment ${payment.id} belongs to order ${payment.orderId}`);
    }
    assertNew(draft.read('payments'), payment.id, 'payment id');
    if (paymentIds.has(payment.id)) throw new Error(`Duplicate payment id ${payment.id}`);
    paymentIds.add(payment.id);
  }
  draft.write('orders').set(order.id, copy(order));
  for (const payment of payments) draft.write('payments').set(payment.id, copy(payment));
}

/** The open unpaid orders (PENDING, hold not lapsed at `now`) that `counts`. */
const openHolds = (draft: Draft, now: number, counts: (order: OrderRecord) => boolean) =>
  [...draft.read('orders').values()].filter(
    (order) =>
      order.status === 'PENDING' &&
      order.holdUntil !== null &&
      order.holdUntil > now &&
      counts(order),
  );

const untilFirstLapse = (holds: readonly OrderRecord[], now: number): number =>
  Math.max(0, Math.min(...holds.map((order) => order.holdUntil ?? now)) - now);

/** Orders in the memory adapter. */
export function memoryOrders(run: Run): OrdersRepository {
  return {
    insert: (order, payments) => run((draft) => insertInto(draft, order, payments)),
    insertUnpaid: (order, payments, limits) =>
      run((draft) => {
        if (order.status !== 'PENDING' || order.holdUntil === null) {
          throw new Error(`An unpaid order is PENDING with a hold: ${order.id}`);
        }
        const phone = order.shippingAddress.phone;
        const byPhone = openHolds(
          draft,
          limits.now,
          (other) => phone !== null && other.shippingAddress.phone === phone,
        );
        if (phone !== null && byPhone.length >= limits.perPhone) {
          return {
            ok: false as const,
            limit: 'phone' as const,
            retryAfterMs: untilFirstLapse(byPhone, limits.now),
          };
        }
        const from = order.placedFrom;
        const byAddress = openHolds(draft, limits.now, (other) => other.placedFrom === from);
        if (from !== null && byAddress.length >= limits.perAddress) {
          return {
            ok: false as const,
            limit: 'address' as const,
            retryAfterMs: untilFirstLapse(byAddress, limits.now),
          };
        }
        insertInto(draft, order, payments);
        return { ok: true as const };
      }),
    byId: (id) => run((draft) => copy(draft.read('orders').get(id) ?? null)),
    byUser: (userId, filter, page) =>
      run((draft) => search(draft, (order) => order.userId === userId, filter, page)),
    byPhone: (phone, filter, page) =>
      run((draft) =>
        search(
          draft,
          (order) => order.userId === null && order.shippingAddress.phone === phone,
          filter,
          page,
        ),
      ),
    transition: ({ id, from, to, at, deliveryStatus }) =>
      run((draft) => {
        const order = draft.read('orders').get(id);
        if (!order || !from.includes(order.status)) return null;
        const updated = {
          ...moved(order, to, at),
          deliveryStatus: deliveryStatus ?? order.deliveryStatus,
        };
        draft.write('orders').set(id, updated);
        return copy(updated);
      }),
    extendHold: (id, now, until) =>
      run((draft) => {
        const order = draft.read('orders').get(id);
        if (!order || order.status !== 'PENDING' || order.holdUntil === null) return null;
        if (holdLapsed(order, now)) return null;
        const updated = { ...order, holdUntil: Math.max(order.holdUntil, until) };
        draft.write('orders').set(id, updated);
        return copy(updated);
      }),
    lapsedHolds: (now, limit) =>
      run((draft) => {
        wholeNumber(limit, 'A limit', 0);
        return copy(
          [...draft.read('orders').values()]
            .filter((order) => holdLapsed(order, now))
            .sort((a, b) => (a.holdUntil ?? 0) - (b.holdUntil ?? 0) || compareText(a.id, b.id))
            .slice(0, limit),
        );
      }),
    hasPaidOrDelivered: (userId, productId) =>
      run((draft) =>
        [...draft.read('orders').values()].some(
          (order) =>
            order.userId === userId &&
            order.lines.some((line) => line.productId === productId) &&
            (order.status === 'DELIVERED' ||
              order.status === 'COMPLETE' ||
              (order.status !== 'CANCELLED' &&
                order.status !== 'RETURNED' &&
                paidOnline(draft, order.id))),
        ),
      ),
  };
}
