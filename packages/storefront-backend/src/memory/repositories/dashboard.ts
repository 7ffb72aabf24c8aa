import { asPaise } from '@haat/commerce-core';
import type { FulfilmentStage } from '../../fulfilment/stage.js';
import type {
  DashboardFigures,
  DashboardQuery,
  DashboardRepository,
  DaySales,
  PinCodeReturns,
} from '../../ports/storage/dashboard.js';
import type { OrderPaymentType, OrderStatus } from '../../ports/storage/records.js';
import {
  byRtoShare,
  checkDashboardQuery,
  DAY_MS,
  SOLD_STATUSES,
} from '../../storage/dashboard-rules.js';
import { compareText } from '../paging.js';
import type { Draft, Run } from '../draft.js';

/** Adds one to the count kept under `key` (and `amount` to its sum). */
function tally<K>(map: Map<K, { n: number; sum: number }>, key: K, amount = 0): void {
  const kept = map.get(key) ?? { n: 0, sum: 0 };
  map.set(key, { n: kept.n + 1, sum: kept.sum + amount });
}

/**
 * The Today screen's counts in the memory adapter: the same groups the SQL adapter's `GROUP BY`s
 * answer, counted over the tables (see `DashboardRepository`).
 */
export function memoryDashboard(run: Run): DashboardRepository {
  return {
    figures: (query) =>
      run((draft): DashboardFigures => {
        checkDashboardQuery(query);
        const orders = [...draft.read('orders').values()];
        const lives = draft.read('orderLives');
        const sold: ReadonlySet<string> = new Set(SOLD_STATUSES);
        const end = query.firstDay + query.days * DAY_MS;
        const days = new Map<string, { n: number; sum: number }>();
        const unstarted = new Map<string, { n: number; sum: number }>();
        for (const order of orders) {
          if (
            order.createdAt >= query.firstDay &&
            order.createdAt < end &&
            sold.has(order.status)
          ) {
            const day = Math.floor((order.createdAt - query.firstDay) / DAY_MS);
            tally(days, JSON.stringify([day, order.paymentType]), order.amounts.total);
          }
          if (!lives.has(order.id) && query.unstartedStatuses.includes(order.status)) {
            tally(unstarted, JSON.stringify([order.status, order.paymentType]));
          }
        }
        const stages = new Map<FulfilmentStage, { n: number; sum: number }>();
        for (const { stage } of lives.values()) {
          if (query.stages.includes(stage)) tally(stages, stage);
        }
        return {
          days: [...days]
            .map(([key, { n, sum }]): DaySales => {
              const [day, paymentType] = JSON.parse(key) as [number, OrderPaymentType];
              return { day, paymentType, orders: n, sales: asPaise(sum) };
            })
            .sort((a, b) => a.day - b.day || compareText(a.paymentType, b.paymentType)),
          stages: [...stages].map(([stage, { n }]) => ({ stage, orders: n })),
          unstarted: [...unstarted].map(([key, { n }]) => {
            const [status, paymentType] = JSON.parse(key) as [OrderStatus, OrderPaymentType];
            return { status, paymentType, orders: n };
          }),
          codNotRemitted: codNotRemitted(draft),
          rto: rtoByPinCode(draft, query.rto),
        };
      }),
  };
}

/** Per expected AWB, what is still owed (expected less remitted) where that is above nothing. */
function codNotRemitted(draft: Draft): DashboardFigures['codNotRemitted'] {
  const remitted = new Map<string, number>();
  for (const { line } of draft.read('codRemittanceLines').values()) {
    remitted.set(line.awb, (remitted.get(line.awb) ?? 0) + line.amount);
  }
  const orders = new Set<string>();
  let amount = 0;
  for (const expectation of draft.read('codExpectations').values()) {
    const owed = expectation.amount - (remitted.get(expectation.awb) ?? 0);
    if (owed > 0) {
      orders.add(expectation.orderId);
      amount += owed;
    }
  }
  return { orders: orders.size, amount: asPaise(amount) };
}

/** Orders dispatched in the window per pin code, and those of them returned to origin. */
function rtoByPinCode(draft: Draft, rto: DashboardQuery['rto']): readonly PinCodeReturns[] {
  const dispatched = new Set<string>();
  const returned = new Set<string>();
  for (const entry of draft.read('orderMoves').values()) {
    if (entry.move === 'DISPATCH' && entry.at >= rto.from && entry.at < rto.to) {
      dispatched.add(entry.orderId);
    }
    if (entry.move === 'RETURN_TO_ORIGIN') returned.add(entry.orderId);
  }
  const byPin = new Map<string, { dispatched: number; returnedToOrigin: number }>();
  for (const orderId of dispatched) {
    const order = draft.read('orders').get(orderId);
    if (!order) continue;
    const { pinCode } = order.shippingAddress;
    const kept = byPin.get(pinCode) ?? { dispatched: 0, returnedToOrigin: 0 };
    byPin.set(pinCode, {
      dispatched: kept.dispatched + 1,
      returnedToOrigin: kept.returnedToOrigin + (returned.has(orderId) ? 1 : 0),
    });
  }
  return [...byPin]
    .map(([pinCode, counts]) => ({ pinCode, ...counts }))
    .filter((row) => row.dispatched >= rto.minDispatched)
    .sort(byRtoShare)
    .slice(0, rto.limit);
}
