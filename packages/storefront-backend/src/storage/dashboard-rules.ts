import type { DashboardQuery, PinCodeReturns } from '../ports/storage/dashboard.js';
import { wholeNumber } from './checks.js';

/** One day, the span the Today screen's days are counted in (Asia/Kolkata keeps no summer time). */
export const DAY_MS = 86_400_000;

/** The statuses of placed orders the Today screen counts as orders and sales (not unpaid, not cancelled). */
export const SOLD_STATUSES = [
  'CONFIRMED',
  'DISPATCHED',
  'DELIVERED',
  'COMPLETE',
  'RETURNED',
] as const;

/**
 * Refuses a dashboard query no caller should make (a programmer error, reported the same way by
 * every adapter before any work): 1–62 days, an RTO list of 1–200 pin codes, a threshold of at
 * least one dispatch.
 *
 * @example
 * checkDashboardQuery({ ...query, days: 0 }); // throws RangeError
 */
export function checkDashboardQuery(query: DashboardQuery): void {
  wholeNumber(query.days, 'Dashboard days', 1);
  wholeNumber(query.rto.limit, 'RTO pin codes', 1);
  wholeNumber(query.rto.minDispatched, 'RTO minimum dispatches', 1);
  if (query.days > 62 || query.rto.limit > 200) {
    throw new RangeError(`At most 62 days and 200 pin codes: ${query.days}, ${query.rto.limit}`);
  }
}

/**
 * The order of the RTO list: the highest share returned first (compared as whole numbers,
 * `a.returned × b.dispatched`, never as floats), then the most dispatched, then the pin code
 * (code units, as SQL's `COLLATE "C"`).
 *
 * @example
 * [b, a].sort(byRtoShare); // a (2 of 4) before b (1 of 4)
 */
export function byRtoShare(a: PinCodeReturns, b: PinCodeReturns): number {
  return (
    b.returnedToOrigin * a.dispatched - a.returnedToOrigin * b.dispatched ||
    b.dispatched - a.dispatched ||
    (a.pinCode < b.pinCode ? -1 : a.pinCode > b.pinCode ? 1 : 0)
  );
}
