import { fromPaise } from '@haat/commerce-core';
import type {
  AdminQueryResolvers,
  CodRemittanceException,
  CodRemittanceExceptionList,
} from '@haat/storefront-api/admin-resolvers';
import type { CodBalance } from '../ports/storage/cod-remittances.js';
import { DAY_MS } from '../storage/dashboard-rules.js';
import { isoOf, type AdminContext } from './admin-context.js';
import { wholeOf } from './input-checks.js';

/**
 * Days after delivery a courier's COD cash may take before the remittance report calls it
 * overdue (the SDL's default of `overdueDays`): Shiprocket remits D+8 on Mondays, Wednesdays and
 * Fridays, so cash delivered on a Friday can arrive 10 days later and still be on time.
 *
 * @example
 * await repos.codRemittances.exceptionCounts(overdueBefore(now, COD_OVERDUE_DAYS));
 */
export const COD_OVERDUE_DAYS = 10;

/** The longest `overdueDays` asked (a quarter: beyond it nothing is "overdue", it is lost). */
const MOST_OVERDUE_DAYS = 90;

/**
 * The instant before which a delivery's unremitted cash is overdue at `now`, `overdueDays` days
 * after delivery (the report and Today's counts ask storage with it).
 *
 * @example
 * await repos.codRemittances.exceptions(overdueBefore(clock.now(), COD_OVERDUE_DAYS));
 */
export const overdueBefore = (now: number, overdueDays: number): number =>
  now - overdueDays * DAY_MS;

/** One balance as a row of the report, rupees. */
function exceptionOf(balance: CodBalance): CodRemittanceException {
  const due = balance.expectation;
  const expected = due?.amount ?? 0;
  return {
    awb: balance.awb,
    orderCode: due?.orderCode ?? null,
    orderId: due?.orderId ?? null,
    expected: fromPaise(expected),
    remitted: fromPaise(balance.remitted),
    difference: fromPaise(balance.remitted - expected),
    deliveredAt: due ? isoOf(due.deliveredAt) : null,
    references: [...balance.references],
    lastRemittedOn: balance.lastRemittedOn,
  };
}

/** A kind's rows and totals (summed in paise, converted once). */
function listOf(balances: readonly CodBalance[]): CodRemittanceExceptionList {
  const sum = (paise: (b: CodBalance) => number) => balances.reduce((n, b) => n + paise(b), 0);
  return {
    count: balances.length,
    expected: fromPaise(sum((b) => b.expectation?.amount ?? 0)),
    remitted: fromPaise(sum((b) => b.remitted)),
    rows: balances.map(exceptionOf),
  };
}

/**
 * `codRemittanceReport(overdueDays)`: COD cash reconciled by AWB — short, excess and overdue
 * (delivered more than `overdueDays`, 1–90, default {@link COD_OVERDUE_DAYS}, days ago with
 * nothing remitted) — each kind's AWBs in AWB order with its totals, as storage finds them
 * (`repos.codRemittances.exceptions`). Permission (ORDERS_EXPORT) is checked by the edge.
 *
 * @example
 * const resolvers = { Query: { ...codRemittanceQueries } };
 */
export const codRemittanceQueries = {
  codRemittanceReport: async (_parent, { overdueDays }, context) => {
    const days = wholeOf('overdueDays', overdueDays, 1, MOST_OVERDUE_DAYS) ?? COD_OVERDUE_DAYS;
    const now = context.deps.clock.now();
    const before = overdueBefore(now, days);
    const found = await context.deps.storage.repos.codRemittances.exceptions(before);
    return {
      overdueDays: days,
      overdueBefore: isoOf(before),
      short: listOf(found.short),
      excess: listOf(found.excess),
      overdue: listOf(found.overdue),
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'codRemittanceReport'>;
