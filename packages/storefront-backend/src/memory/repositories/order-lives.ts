import type { OrderLivesRepository, StoredOrderLife } from '../../ports/storage/order-lives.js';
import type { OrderRecord } from '../../ports/storage/records.js';
import { adminOrderMatches } from '../../storage/admin-order-match.js';
import { orderWithStatuses } from '../../storage/order-with-statuses.js';
import { compareText } from '../paging.js';
import { copy } from '../copy.js';
import type { Run } from '../draft.js';

const logKey = (orderId: string, version: number) => JSON.stringify([orderId, version]);

/**
 * Order lives in the memory adapter. Its one mutex serialises transactions, so `lock` only
 * reads: no other transaction runs until this one ends.
 */
export function memoryOrderLives(run: Run): OrderLivesRepository {
  return {
    start: (stored) =>
      run((draft) => {
        if (draft.read('orderLives').has(stored.life.orderId)) return false;
        if (!draft.read('orders').has(stored.life.orderId)) {
          throw new Error(`There is no order ${stored.life.orderId} to start the life of`);
        }
        draft.write('orderLives').set(stored.life.orderId, copy(stored));
        return true;
      }),
    lock: (orderId) => run((draft) => copy(draft.read('orderLives').get(orderId) ?? null)),
    awaitingConfirmation: (placedBefore, limit) =>
      run((draft) => {
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new RangeError(`At most 1 to 1000 orders: ${limit}`);
        }
        const orders = draft.read('orders');
        return [...draft.read('orderLives').values()]
          .filter((stored) => stored.stage === 'TO_CONFIRM')
          .flatMap((stored) => {
            const order = orders.get(stored.life.orderId);
            return order && order.createdAt < placedBefore ? [order] : [];
          })
          .sort((a, b) => a.createdAt - b.createdAt || compareText(a.id, b.id))
          .slice(0, limit)
          .map((order) => order.id);
      }),
    deliveredBefore: (movedBefore, limit) =>
      run((draft) => {
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new RangeError(`At most 1 to 1000 orders: ${limit}`);
        }
        // A life's last event is its last move (what SQL keeps as updated_at).
        const movedAt = (stored: StoredOrderLife) => stored.life.events.at(-1)?.at ?? 0;
        return [...draft.read('orderLives').values()]
          .filter((stored) => stored.stage === 'DELIVERED' && movedAt(stored) < movedBefore)
          .sort((a, b) => movedAt(a) - movedAt(b) || compareText(a.life.orderId, b.life.orderId))
          .slice(0, limit)
          .map((stored) => stored.life.orderId);
      }),
    byOrder: (orderId) => run((draft) => copy(draft.read('orderLives').get(orderId) ?? null)),
    byOrders: (orderIds) =>
      run((draft) => {
        if (orderIds.length > 1000)
          throw new RangeError(`At most 1000 order ids: ${orderIds.length}`);
        const lives = draft.read('orderLives');
        return copy(
          [...new Set(orderIds)].flatMap((id) => {
            const stored = lives.get(id);
            return stored ? [stored] : [];
          }),
        );
      }),
    save: (change, expectedVersion) =>
      run((draft) => {
        const { life, stage, statuses, tracking, at, entry } = change;
        const stored = draft.read('orderLives').get(life.orderId);
        const order = draft.read('orders').get(life.orderId);
        if (!stored || !order || stored.life.version !== expectedVersion) return false;
        if (entry.orderId !== life.orderId)
          throw new Error(`A log entry of another order: ${entry.id}`);
        if (draft.read('orderMoves').has(logKey(entry.orderId, entry.version))) {
          throw new Error(`Order ${life.orderId} already logged version ${entry.version}`);
        }
        draft.write('orderLives').set(life.orderId, copy({ life, stage }));
        draft.write('orders').set(order.id, orderWithStatuses(order, statuses, tracking, at));
        draft.write('orderMoves').set(logKey(entry.orderId, entry.version), copy(entry));
        return true;
      }),
    log: (orderId) =>
      run((draft) =>
        copy(
          [...draft.read('orderMoves').values()]
            .filter((entry) => entry.orderId === orderId)
            .sort((a, b) => a.version - b.version),
        ),
      ),
    searchOrders: (query, page) =>
      run((draft) => {
        if (!Number.isInteger(page.limit) || page.limit < 1 || page.limit > 200) {
          throw new RangeError(`A page of orders is 1 to 200: ${page.limit}`);
        }
        const lives = draft.read('orderLives');
        const newestFirst = (a: OrderRecord, b: OrderRecord) =>
          b.createdAt - a.createdAt || compareText(b.id, a.id);
        const matches = [...draft.read('orders').values()]
          .filter((order) => adminOrderMatches(order, lives.get(order.id) ?? null, query))
          .sort(newestFirst);
        const { after } = page;
        const rest = after
          ? matches.filter(
              (o) =>
                o.createdAt < after.createdAt ||
                (o.createdAt === after.createdAt && o.id < after.id),
            )
          : matches;
        const items = rest.slice(0, page.limit);
        const last = items.at(-1);
        return copy({
          items: items.map((order) => ({ order, life: lives.get(order.id) ?? null })),
          next:
            last && rest.length > page.limit ? { createdAt: last.createdAt, id: last.id } : null,
          total: page.count === false ? null : matches.length,
        });
      }),
  };
}
