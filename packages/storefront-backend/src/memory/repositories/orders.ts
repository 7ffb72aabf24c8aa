import type { OrderFilter, OrdersRepository } from '../../ports/storage/orders.js';
import type { PageRequest } from '../../ports/storage/paging.js';
import type { OrderRecord, OrderStatus } from '../../ports/storage/records.js';
import { copy } from '../copy.js';
import { assertNew, assertUnique } from '../checks.js';
import { wholeNumber } from '../../storage/checks.js';
import type { Draft, Run } from '../draft.js';
import { compareText, oldestFirst, pageOf } from '../paging.js';

const matches = (order: OrderRecord, filter: OrderFilter): boolean =>
  (filter.status === undefined || order.status === filter.status) &&
  (filter.from === undefined || order.createdAt >= filter.from) &&
  (filter.to === undefined || order.createdAt < filter.to) &&
  (filter.code === undefined || order.code.toUpperCase() === filter.code.toUpperCase());

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
  confirmAt: to === 'PENDING' ? order.confirmAt : null,
  updatedAt: at,
});

/** Orders in the memory adapter. */
export function memoryOrders(run: Run): OrdersRepository {
  return {
    insert: (order, payments) =>
      run((draft) => {
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
    confirmDue: (now) =>
      run((draft) => {
        const due = [...draft.read('orders').values()].filter(
          (order) =>
            order.status === 'PENDING' && order.confirmAt !== null && order.confirmAt <= now,
        );
        for (const order of due) {
          const at = order.confirmAt ?? now;
          draft
            .write('orders')
            .set(order.id, { ...moved(order, 'CONFIRMED', at), deliveryStatus: 'CONFIRMED' });
        }
        return due.length;
      }),
    unpaidPrepaidBefore: (cutoff, limit) =>
      run((draft) => {
        wholeNumber(limit, 'A limit', 0);
        return copy(
          [...draft.read('orders').values()]
            .filter(
              (order) =>
                order.status === 'PENDING' &&
                order.paymentType !== 'COD' &&
                order.createdAt < cutoff &&
                !paidOnline(draft, order.id),
            )
            .sort(oldestFirst)
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
