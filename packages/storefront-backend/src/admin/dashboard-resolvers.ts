import { asPaise, fromPaise, kolkataDate, kolkataDay } from '@haat/commerce-core';
import type {
  AdminDashboard,
  AdminQueryResolvers,
  PaymentTypeFigures,
} from '@haat/storefront-api/admin-resolvers';
import { unstartedStage } from '../fulfilment/life-of-order.js';
import type { FulfilmentStage } from '../fulfilment/stage.js';
import type { DashboardFigures } from '../ports/storage/dashboard.js';
import type { OrderPaymentType } from '../ports/storage/records.js';
import { DAY_MS } from '../storage/dashboard-rules.js';
import { lifeRulesOf } from './admin-order.js';
import { adminError, type AdminContext } from './admin-context.js';
import { COD_OVERDUE_DAYS, overdueBefore } from './cod-remittance-resolvers.js';
import { PAYMENT_TYPES, STATUSES } from './order-queries.js';

/** Days in the chart, the asked day last. */
const CHART_DAYS = 14;
/** The RTO window: the 30 days ending with the asked day. */
const RTO_DAYS = 30;
/**
 * A pin code is listed once this many of its orders were dispatched in the window: below it one
 * returned parcel reads as 50 % or 100 % RTO, which says nothing about the pin code.
 */
export const RTO_MIN_DISPATCHED = 5;
/** The Today screen lists at most this many pin codes (the worst first). */
export const RTO_PIN_CODES = 50;

/** The counts that wait for staff, by the contract's field and the stage each counts. */
const WAITING = {
  toConfirm: 'TO_CONFIRM',
  toPack: 'TO_PACK',
  toDispatch: 'TO_DISPATCH',
  failedDeliveries: 'DELIVERY_FAILED',
  returnsOpen: 'RETURN_OPEN',
} as const satisfies Record<string, FulfilmentStage>;

/** One day's orders and sales for every payment type (none placed: zero). */
function byPaymentType(figures: DashboardFigures, day: number): PaymentTypeFigures[] {
  return PAYMENT_TYPES.map((paymentType: OrderPaymentType) => {
    const found = figures.days.find((row) => row.day === day && row.paymentType === paymentType);
    return {
      paymentType,
      orders: found?.orders ?? 0,
      sales: fromPaise(found?.sales ?? asPaise(0)),
    };
  });
}

/** A share as a percentage with one decimal (3 of 7: 42.9). */
const percent = (part: number, whole: number): number => Math.round((part * 1000) / whole) / 10;

/**
 * `adminDashboard(day)`, the Today screen: for `day` (`YYYY-MM-DD` in Asia/Kolkata, default
 * today there) the orders and sales by payment type (placed that day, unpaid and cancelled ones
 * left out; sales are the orders' totals in rupees), the orders waiting for staff now (to
 * confirm, pack or dispatch, failed deliveries, open returns — counts of the present, whatever
 * the day), COD cash delivered and not yet remitted, the COD remittance report's short, excess
 * and overdue AWBs now (its default {@link COD_OVERDUE_DAYS}), RTO by pin code over the 30 days ending
 * with `day` (pin codes with at least {@link RTO_MIN_DISPATCHED} dispatched orders, the worst
 * {@link RTO_PIN_CODES} first) and the 14 days ending with `day` for the chart. All counted by
 * storage (`repos.dashboard.figures`, `repos.codRemittances.exceptionCounts`). Permission (DASHBOARD_READ) is checked by the edge.
 *
 * @example
 * const resolvers = { Query: { ...dashboardQueries } };
 */
export const dashboardQueries = {
  adminDashboard: async (_parent, { day }, context): Promise<AdminDashboard> => {
    const asked = day ?? kolkataDate(context.deps.clock.now());
    const span = kolkataDay(asked);
    if (!span) {
      throw adminError('BAD_USER_INPUT', `day must be a date written YYYY-MM-DD: ${asked}.`);
    }
    const rules = lifeRulesOf(context);
    const stages: readonly FulfilmentStage[] = Object.values(WAITING);
    const startsAt = (status: (typeof STATUSES)[number], paymentType: OrderPaymentType) =>
      unstartedStage({ status, paymentType }, rules);
    const firstDay = span.startsAt - (CHART_DAYS - 1) * DAY_MS;
    const figures = await context.deps.storage.repos.dashboard.figures({
      firstDay,
      days: CHART_DAYS,
      stages,
      unstartedStatuses: STATUSES.filter((status) =>
        PAYMENT_TYPES.some((paymentType) => stages.includes(startsAt(status, paymentType))),
      ),
      rto: {
        from: span.endsAt - RTO_DAYS * DAY_MS,
        to: span.endsAt,
        minDispatched: RTO_MIN_DISPATCHED,
        limit: RTO_PIN_CODES,
      },
    });
    const waiting = (stage: FulfilmentStage): number =>
      figures.stages.filter((row) => row.stage === stage).reduce((n, row) => n + row.orders, 0) +
      figures.unstarted
        .filter((row) => startsAt(row.status, row.paymentType) === stage)
        .reduce((n, row) => n + row.orders, 0);
    const cod = figures.codNotRemitted;
    const exceptions = await context.deps.storage.repos.codRemittances.exceptionCounts(
      overdueBefore(context.deps.clock.now(), COD_OVERDUE_DAYS),
    );
    return {
      day: asked,
      today: byPaymentType(figures, CHART_DAYS - 1),
      toConfirm: waiting(WAITING.toConfirm),
      toPack: waiting(WAITING.toPack),
      toDispatch: waiting(WAITING.toDispatch),
      failedDeliveries: waiting(WAITING.failedDeliveries),
      returnsOpen: waiting(WAITING.returnsOpen),
      codNotRemitted: { orders: cod.orders, amount: fromPaise(cod.amount) },
      codRemittanceExceptions: exceptions,
      rtoByPinCode: figures.rto.map((row) => ({
        ...row,
        rtoPercent: percent(row.returnedToOrigin, row.dispatched),
      })),
      ordersPerDay: Array.from({ length: CHART_DAYS }, (_, index) => ({
        day: kolkataDate(firstDay + index * DAY_MS),
        byPaymentType: byPaymentType(figures, index),
      })),
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminDashboard'>;
