import type { Paise } from '@haat/commerce-core';
import type { FulfilmentStage } from '../../fulfilment/stage.js';
import type { OrderPaymentType, OrderStatus } from './records.js';

/**
 * What the Today screen counts. Days are `days` consecutive 24-hour spans from `firstDay`
 * (epoch ms; Asia/Kolkata has no daylight saving, so a day there is always 24 h); orders are
 * counted on the day they were placed, unpaid (`PENDING`) and cancelled ones left out. Stages
 * count the stored lives at each of `stages`, and the orders with no life yet whose status is
 * one of `unstartedStatuses`, by status and payment type (the service maps those to stages).
 * RTO counts, per shipping pin code, the orders dispatched in `[rto.from, rto.to)` and those of
 * them returned to origin (at any time since), only pin codes with at least `minDispatched`,
 * the highest RTO share first (then most dispatched, then pin code), at most `limit`.
 *
 * @example
 * const query: DashboardQuery = { firstDay, days: 14, stages: ['TO_PACK'],
 *   unstartedStatuses: ['CONFIRMED'], rto: { from, to, minDispatched: 5, limit: 50 } };
 */
export interface DashboardQuery {
  readonly firstDay: number;
  readonly days: number;
  readonly stages: readonly FulfilmentStage[];
  readonly unstartedStatuses: readonly OrderStatus[];
  readonly rto: {
    readonly from: number;
    readonly to: number;
    readonly minDispatched: number;
    readonly limit: number;
  };
}

/**
 * Orders placed on one day (0: `firstDay`) with one payment type, and their totals.
 *
 * @example
 * const row: DaySales = { day: 13, paymentType: 'COD', orders: 4, sales: asPaise(199600) };
 */
export interface DaySales {
  readonly day: number;
  readonly paymentType: OrderPaymentType;
  readonly orders: number;
  readonly sales: Paise;
}

/**
 * One pin code's dispatched orders and how many of them came back undelivered.
 *
 * @example
 * const row: PinCodeReturns = { pinCode: '560001', dispatched: 12, returnedToOrigin: 3 };
 */
export interface PinCodeReturns {
  readonly pinCode: string;
  readonly dispatched: number;
  readonly returnedToOrigin: number;
}

/**
 * The Today screen's counts as storage answers them: only groups with at least one order, days
 * then payment types in order (`COD`, `PPCOD`, `PREPAID`); stages and statuses in no
 * particular order; COD cash delivered and not yet remitted (per AWB, what was expected less
 * what statements paid, where that is more than nothing), and the orders it belongs to.
 *
 * @example
 * const figures: DashboardFigures = { days: [], stages: [{ stage: 'TO_PACK', orders: 2 }],
 *   unstarted: [], codNotRemitted: { orders: 0, amount: asPaise(0) }, rto: [] };
 */
export interface DashboardFigures {
  readonly days: readonly DaySales[];
  readonly stages: readonly { readonly stage: FulfilmentStage; readonly orders: number }[];
  readonly unstarted: readonly {
    readonly status: OrderStatus;
    readonly paymentType: OrderPaymentType;
    readonly orders: number;
  }[];
  readonly codNotRemitted: { readonly orders: number; readonly amount: Paise };
  readonly rto: readonly PinCodeReturns[];
}

/**
 * The Today screen's aggregates, counted by the database (SQL: `GROUP BY` over indexed columns —
 * orders by `created_at`, lives by `stage`, moves by `(move, at)` — never the orders themselves
 * in memory).
 *
 * @example
 * const figures = await repos.dashboard.figures(query);
 */
export interface DashboardRepository {
  figures(query: DashboardQuery): Promise<DashboardFigures>;
}
