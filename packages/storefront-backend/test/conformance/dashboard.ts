import { asPaise } from '@haat/commerce-core';
import { describe, expect, it } from 'vitest';
import type { DashboardFigures } from '../../src/ports/storage/dashboard.js';
import { DAY_MS } from '../../src/storage/dashboard-rules.js';
import {
  ASKED_DAY,
  codExpected,
  dashboardQuery,
  FIRST_DAY,
  storeDashboardOrder,
  type DashboardOrder,
} from './dashboard-fixtures.js';
import { dashboardProperty } from './dashboard-property.js';
import type { Harness } from './harness.js';

const HOUR = 3_600_000;
const RTO_FROM = ASKED_DAY + DAY_MS - 30 * DAY_MS;

/** Orders placed around the chart's 14 days (₹499 a unit). */
const PLACED: readonly DashboardOrder[] = [
  // The asked day: COD 1 + 2 units, prepaid 1 unit; unpaid, cancelled and next-day ones left out.
  { n: 1, paymentType: 'COD', quantity: 1, status: 'CONFIRMED', createdAt: ASKED_DAY + HOUR },
  {
    n: 2,
    paymentType: 'COD',
    quantity: 2,
    status: 'DELIVERED',
    createdAt: ASKED_DAY + 2 * HOUR,
    stage: 'DELIVERY_FAILED',
  },
  {
    n: 3,
    paymentType: 'PREPAID',
    quantity: 1,
    status: 'CONFIRMED',
    createdAt: ASKED_DAY + DAY_MS - 1,
  },
  { n: 4, paymentType: 'PREPAID', quantity: 3, status: 'PENDING', createdAt: ASKED_DAY },
  { n: 5, paymentType: 'COD', quantity: 1, status: 'CANCELLED', createdAt: ASKED_DAY },
  { n: 6, paymentType: 'PPCOD', quantity: 2, status: 'CONFIRMED', createdAt: ASKED_DAY + DAY_MS },
  // The first day (its first instant), the day before it (left out), the sixth day.
  {
    n: 7,
    paymentType: 'PPCOD',
    quantity: 2,
    status: 'COMPLETE',
    createdAt: FIRST_DAY,
    stage: 'COMPLETE',
  },
  { n: 8, paymentType: 'COD', quantity: 1, status: 'RETURNED', createdAt: FIRST_DAY - 1 },
  {
    n: 9,
    paymentType: 'PREPAID',
    quantity: 1,
    status: 'DISPATCHED',
    createdAt: FIRST_DAY + 5 * DAY_MS + 3 * HOUR,
    stage: 'TO_DISPATCH',
  },
  // Long before the chart, with a life waiting to be dispatched.
  {
    n: 10,
    paymentType: 'COD',
    quantity: 1,
    status: 'CONFIRMED',
    createdAt: FIRST_DAY - 10 * DAY_MS,
    stage: 'TO_DISPATCH',
  },
];

/** Orders placed before the chart, dispatched (and some returned to origin) around the RTO window. */
const SHIPPED: readonly DashboardOrder[] = (
  [
    // 110001: 3 dispatched in the window (one twice, partly), 1 of them back; one more before it.
    [
      21,
      '110001',
      [
        ['DISPATCH', 1],
        ['DISPATCH', 2],
        ['RETURN_TO_ORIGIN', 3],
      ],
    ],
    [22, '110001', [['DISPATCH', 1]]],
    [23, '110001', [['DISPATCH', 29]]],
    [
      24,
      '110001',
      [
        ['DISPATCH', -1],
        ['RETURN_TO_ORIGIN', 1],
      ],
    ],
    // 560001: 2 dispatched, both back (one after the window ended).
    [
      25,
      '560001',
      [
        ['DISPATCH', 5],
        ['RETURN_TO_ORIGIN', 8],
      ],
    ],
    [
      26,
      '560001',
      [
        ['DISPATCH', 6],
        ['RETURN_TO_ORIGIN', 31],
      ],
    ],
    // 400001: 1 dispatched and back, under the threshold of 2.
    [
      27,
      '400001',
      [
        ['DISPATCH', 7],
        ['RETURN_TO_ORIGIN', 9],
      ],
    ],
    // 700001: 2 dispatched, none back; 600001: 3 dispatched, 1 back (ties 110001 on share and count).
    [28, '700001', [['DISPATCH', 10]]],
    [
      29,
      '700001',
      [
        ['DISPATCH', 11],
        ['DELIVER', 12],
      ],
    ],
    [
      30,
      '600001',
      [
        ['DISPATCH', 12],
        ['RETURN_TO_ORIGIN', 14],
      ],
    ],
    [31, '600001', [['DISPATCH', 12]]],
    [32, '600001', [['DISPATCH', 13]]],
    // Packed only, and dispatched the day after the window.
    [33, '400001', [['PACK', 3]]],
    [34, '400001', [['DISPATCH', 30]]],
  ] as const
).map(([n, pinCode, moves]) => ({
  n,
  paymentType: 'COD',
  quantity: 1,
  status: 'CONFIRMED',
  createdAt: FIRST_DAY - 40 * DAY_MS,
  pinCode,
  moves: moves.map(([move, day]) => ({ move, at: RTO_FROM + day * DAY_MS + HOUR })),
}));

const byStage = (figures: DashboardFigures) =>
  [...figures.stages].sort((a, b) => (a.stage < b.stage ? -1 : 1));
const byStatus = (figures: DashboardFigures) =>
  [...figures.unstarted].sort((a, b) => (a.paymentType < b.paymentType ? -1 : 1));

/** The Today screen's aggregates: counted the same by every adapter, numbers worked out by hand. */
export function dashboardConformance(harness: Harness): void {
  describe('dashboard figures', () => {
    it('counts nothing in an empty shop', async () => {
      const storage = await harness.open();
      expect(await storage.repos.dashboard.figures(dashboardQuery())).toEqual({
        days: [],
        stages: [],
        unstarted: [],
        codNotRemitted: { orders: 0, amount: 0 },
        rto: [],
      });
    });

    it('counts orders and sales per day and payment type, and the orders waiting per stage', async () => {
      const storage = await harness.open();
      for (const order of PLACED) await storeDashboardOrder(storage, order);
      const figures = await storage.repos.dashboard.figures(dashboardQuery());
      expect(figures.days).toEqual([
        { day: 0, paymentType: 'PPCOD', orders: 1, sales: 99_800 },
        { day: 5, paymentType: 'PREPAID', orders: 1, sales: 49_900 },
        { day: 13, paymentType: 'COD', orders: 2, sales: 149_700 },
        { day: 13, paymentType: 'PREPAID', orders: 1, sales: 49_900 },
      ]);
      expect(byStage(figures)).toEqual([
        { stage: 'DELIVERY_FAILED', orders: 1 },
        { stage: 'TO_DISPATCH', orders: 2 },
      ]);
      // Confirmed orders with no life yet: 1 (COD), 3 (prepaid) and 6 (partial COD).
      expect(byStatus(figures)).toEqual([
        { status: 'CONFIRMED', paymentType: 'COD', orders: 1 },
        { status: 'CONFIRMED', paymentType: 'PPCOD', orders: 1 },
        { status: 'CONFIRMED', paymentType: 'PREPAID', orders: 1 },
      ]);
    });

    it('lists RTO per pin code over the window: threshold, worst first, ties by count then pin code, bounded', async () => {
      const storage = await harness.open();
      for (const order of SHIPPED) await storeDashboardOrder(storage, order);
      const all = await storage.repos.dashboard.figures(dashboardQuery(2, 10));
      expect(all.rto).toEqual([
        { pinCode: '560001', dispatched: 2, returnedToOrigin: 2 },
        { pinCode: '110001', dispatched: 3, returnedToOrigin: 1 },
        { pinCode: '600001', dispatched: 3, returnedToOrigin: 1 },
        { pinCode: '700001', dispatched: 2, returnedToOrigin: 0 },
      ]);
      expect((await storage.repos.dashboard.figures(dashboardQuery(2, 2))).rto).toEqual([
        { pinCode: '560001', dispatched: 2, returnedToOrigin: 2 },
        { pinCode: '110001', dispatched: 3, returnedToOrigin: 1 },
      ]);
      // At a threshold of 1, 400001 (1 of 1) ties 560001 on share and follows it (fewer dispatched).
      expect((await storage.repos.dashboard.figures(dashboardQuery(1, 3))).rto).toEqual([
        { pinCode: '560001', dispatched: 2, returnedToOrigin: 2 },
        { pinCode: '400001', dispatched: 1, returnedToOrigin: 1 },
        { pinCode: '110001', dispatched: 3, returnedToOrigin: 1 },
      ]);
      expect(all.days).toEqual([]);
    });

    it('sums COD delivered and not yet remitted, per AWB, over the orders it belongs to', async () => {
      const storage = await harness.open();
      const { codRemittances } = storage.repos;
      for (const expected of [
        codExpected('A1', 41, 50_000),
        codExpected('A2', 41, 10_000),
        codExpected('A3', 42, 40_000),
        codExpected('A4', 43, 30_000),
        codExpected('A5', 44, 25_000),
      ]) {
        await codRemittances.expect(expected);
      }
      const line = (awb: string, reference: string, amount: number) => ({
        awb,
        reference,
        amount: asPaise(amount),
        remittedOn: '2025-06-01',
      });
      await codRemittances.record(
        [
          line('A1', 'R1', 20_000),
          line('A3', 'R1', 40_000),
          line('A4', 'R1', 35_000),
          line('A5', 'R1', 10_000),
          line('A5', 'R2', 5_000),
          line('A9', 'R1', 7_000),
        ],
        ASKED_DAY,
      );
      // Owed: A1 30,000 + A2 10,000 (order 41) + A5 10,000 (order 44); A3 paid, A4 over-paid.
      expect((await storage.repos.dashboard.figures(dashboardQuery())).codNotRemitted).toEqual({
        orders: 2,
        amount: 50_000,
      });
    });

    it('refuses a query no caller should make', async () => {
      const storage = await harness.open();
      await expect(
        storage.repos.dashboard.figures({ ...dashboardQuery(), days: 0 }),
      ).rejects.toThrow(RangeError);
      await expect(storage.repos.dashboard.figures(dashboardQuery(2, 201))).rejects.toThrow(
        RangeError,
      );
    });

    it('pages orders without counting them when asked (the CSV export counts once)', async () => {
      const storage = await harness.open();
      for (const order of PLACED.slice(0, 3)) await storeDashboardOrder(storage, order);
      const { orderLives } = storage.repos;
      const counted = await orderLives.searchOrders({}, { limit: 2, after: null });
      expect(counted.total).toBe(3);
      const next = await orderLives.searchOrders(
        {},
        { limit: 2, after: counted.next, count: false },
      );
      expect(next).toMatchObject({ total: null, next: null });
      expect(next.items.map((item) => item.order.code)).toEqual(['HAAT-1']);
    });

    dashboardProperty(harness);
  });
}
