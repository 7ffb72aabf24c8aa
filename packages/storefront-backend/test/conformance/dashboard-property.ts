import { asPaise } from '@haat/commerce-core';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { FulfilmentStage } from '../../src/fulfilment/stage.js';
import type { DashboardQuery } from '../../src/ports/storage/dashboard.js';
import type { OrderPaymentType, OrderStatus } from '../../src/ports/storage/records.js';
import { DAY_MS } from '../../src/storage/dashboard-rules.js';
import {
  ASKED_DAY,
  FIRST_DAY,
  storeDashboardOrder,
  type DashboardOrder,
} from './dashboard-fixtures.js';
import type { Harness } from './harness.js';

const PAYMENT_TYPES: readonly OrderPaymentType[] = ['COD', 'PREPAID', 'PPCOD'];
const STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'CONFIRMED',
  'DISPATCHED',
  'DELIVERED',
  'COMPLETE',
  'CANCELLED',
  'RETURNED',
];
const STAGES: readonly FulfilmentStage[] = ['TO_CONFIRM', 'TO_PACK', 'TO_DISPATCH', 'COMPLETE'];
const PINS = ['110001', '560001', '600001'];
const RTO_TO = ASKED_DAY + DAY_MS;
const RTO_FROM = RTO_TO - 30 * DAY_MS;

const QUERY: DashboardQuery = {
  firstDay: FIRST_DAY,
  days: 14,
  stages: ['TO_CONFIRM', 'TO_DISPATCH'],
  unstartedStatuses: ['CONFIRMED', 'DELIVERED'],
  rto: { from: RTO_FROM, to: RTO_TO, minDispatched: 1, limit: 200 },
};

/** A placed order: anywhere from two days before the chart to one after, maybe with a life. */
const placedOrder = fc.record({
  paymentType: fc.constantFrom(...PAYMENT_TYPES),
  quantity: fc.integer({ min: 1, max: 3 }),
  status: fc.constantFrom(...STATUSES),
  createdAt: fc.integer({ min: FIRST_DAY - 2 * DAY_MS, max: FIRST_DAY + 15 * DAY_MS }),
  stage: fc.option(fc.constantFrom(...STAGES), { nil: undefined }),
});

/** A shipped order (placed long before): dispatched around the RTO window, maybe returned. */
const shippedOrder = fc.record({
  pinCode: fc.constantFrom(...PINS),
  dispatchedAt: fc.integer({ min: RTO_FROM - 3 * DAY_MS, max: RTO_TO + 2 * DAY_MS }),
  returned: fc.boolean(),
  stage: fc.constantFrom(...STAGES),
});

/** Cash expected per AWB and statement lines (some repeated, some for AWBs never expected). */
const cod = fc.record({
  expected: fc.array(fc.integer({ min: 1, max: 90_000 }), { maxLength: 4 }),
  lines: fc.array(
    fc.record({
      awb: fc.integer({ min: 0, max: 5 }),
      reference: fc.constantFrom('R1', 'R2'),
      amount: fc.integer({ min: 1, max: 60_000 }),
    }),
    { maxLength: 6 },
  ),
});

interface Kept {
  readonly orders: DashboardOrder[];
  readonly expected: Map<string, { orderId: number; amount: number }>;
  readonly lines: Map<string, { awb: string; amount: number }>;
}

/** The figures counted plainly from everything stored so far. */
function counted(kept: Kept) {
  const end = QUERY.firstDay + QUERY.days * DAY_MS;
  const sold = ['CONFIRMED', 'DISPATCHED', 'DELIVERED', 'COMPLETE', 'RETURNED'];
  const days: Record<string, { day: number; paymentType: string; orders: number; sales: number }> =
    {};
  const stages: Record<string, number> = {};
  const unstarted: Record<string, number> = {};
  const pins: Record<string, { dispatched: number; returnedToOrigin: number }> = {};
  for (const o of kept.orders) {
    if (o.createdAt >= QUERY.firstDay && o.createdAt < end && sold.includes(o.status)) {
      const day = Math.floor((o.createdAt - QUERY.firstDay) / DAY_MS);
      const row = (days[`${day} ${o.paymentType}`] ??= {
        day,
        paymentType: o.paymentType,
        orders: 0,
        sales: 0,
      });
      row.orders += 1;
      row.sales += 49_900 * o.quantity;
    }
    const hasLife = o.stage !== undefined || o.moves !== undefined;
    if (hasLife && QUERY.stages.includes(o.stage ?? 'IN_TRANSIT')) {
      stages[o.stage ?? 'IN_TRANSIT'] = (stages[o.stage ?? 'IN_TRANSIT'] ?? 0) + 1;
    }
    if (!hasLife && QUERY.unstartedStatuses.includes(o.status)) {
      const key = `${o.status} ${o.paymentType}`;
      unstarted[key] = (unstarted[key] ?? 0) + 1;
    }
    const dispatch = o.moves?.find((m) => m.move === 'DISPATCH');
    if (dispatch && dispatch.at >= QUERY.rto.from && dispatch.at < QUERY.rto.to) {
      const pin = (pins[o.pinCode ?? ''] ??= { dispatched: 0, returnedToOrigin: 0 });
      pin.dispatched += 1;
      if (o.moves?.some((m) => m.move === 'RETURN_TO_ORIGIN')) pin.returnedToOrigin += 1;
    }
  }
  const owedOrders = new Set<number>();
  let owed = 0;
  for (const [awb, { orderId, amount }] of kept.expected) {
    let paid = 0;
    for (const line of kept.lines.values()) if (line.awb === awb) paid += line.amount;
    if (amount > paid) {
      owed += amount - paid;
      owedOrders.add(orderId);
    }
  }
  return {
    days: Object.values(days).sort(
      (a, b) => a.day - b.day || (a.paymentType < b.paymentType ? -1 : 1),
    ),
    stages: Object.entries(stages)
      .map(([stage, orders]) => ({ stage, orders }))
      .sort((a, b) => (a.stage < b.stage ? -1 : 1)),
    unstarted: Object.entries(unstarted)
      .map(([key, orders]) => {
        const [status, paymentType] = key.split(' ');
        return { status, paymentType, orders };
      })
      .sort((a, b) => (`${a.status} ${a.paymentType}` < `${b.status} ${b.paymentType}` ? -1 : 1)),
    codNotRemitted: { orders: owedOrders.size, amount: owed },
    rto: Object.entries(pins)
      .map(([pinCode, counts]) => ({ pinCode, ...counts }))
      .sort(
        (a, b) =>
          b.returnedToOrigin / b.dispatched - a.returnedToOrigin / a.dispatched ||
          b.dispatched - a.dispatched ||
          (a.pinCode < b.pinCode ? -1 : 1),
      ),
  };
}

/**
 * The property: after any batches of random orders, lives, dispatches, returns to origin,
 * expected COD and remittance lines, the adapter's figures equal a plain count of what was
 * stored (so every adapter answers the same).
 */
export function dashboardProperty(harness: Harness): void {
  it('answers what a plain count of random orders answers', { timeout: 240_000 }, async () => {
    const storage = await harness.open();
    const kept: Kept = { orders: [], expected: new Map(), lines: new Map() };
    let n = 100;
    let batch = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(placedOrder, { maxLength: 8 }),
        fc.array(shippedOrder, { maxLength: 6 }),
        cod,
        async (placed, shipped, cash) => {
          batch += 1;
          const orders: DashboardOrder[] = [
            ...placed.map((o) => ({ ...o, n: (n += 1) })),
            ...shipped.map((o) => ({
              n: (n += 1),
              paymentType: 'COD' as const,
              quantity: 1,
              status: 'CONFIRMED' as const,
              createdAt: FIRST_DAY - 60 * DAY_MS,
              pinCode: o.pinCode,
              stage: o.stage,
              moves: [
                { move: 'DISPATCH', at: o.dispatchedAt },
                ...(o.returned ? [{ move: 'RETURN_TO_ORIGIN', at: o.dispatchedAt + DAY_MS }] : []),
              ],
            })),
          ];
          for (const order of orders) {
            await storeDashboardOrder(storage, order);
            kept.orders.push(order);
          }
          const awbOf = (i: number) => `B${batch}-${i}`;
          for (const [i, amount] of cash.expected.entries()) {
            const orderId = n + (i % 2);
            await storage.repos.codRemittances.expect({
              awb: awbOf(i),
              orderId: `order-${orderId}`,
              orderCode: `HAAT-${orderId}`,
              shipmentId: 'S1',
              amount: asPaise(amount),
              deliveredAt: ASKED_DAY,
            });
            kept.expected.set(awbOf(i), { orderId, amount });
          }
          const lines = cash.lines.map((l) => ({
            awb: awbOf(l.awb),
            reference: l.reference,
            amount: asPaise(l.amount),
            remittedOn: null,
          }));
          await storage.repos.codRemittances.record(lines, ASKED_DAY);
          for (const line of lines) {
            const key = `${line.awb} ${line.reference}`;
            if (!kept.lines.has(key)) kept.lines.set(key, { awb: line.awb, amount: line.amount });
          }
          const figures = await storage.repos.dashboard.figures(QUERY);
          expect({
            ...figures,
            stages: [...figures.stages].sort((a, b) => (a.stage < b.stage ? -1 : 1)),
            unstarted: [...figures.unstarted].sort((a, b) =>
              `${a.status} ${a.paymentType}` < `${b.status} ${b.paymentType}` ? -1 : 1,
            ),
          }).toEqual(counted(kept));
        },
      ),
      { numRuns: 12 },
    );
  });
}
