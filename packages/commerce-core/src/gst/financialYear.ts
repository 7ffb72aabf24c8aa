/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * An Indian financial year (1 April to 31 March, Asia/Kolkata): its label, its four-digit short
 * form (used in document numbers) and its bounds as epoch milliseconds (`startsAt` inclusive,
 * `endsAt` exclusive).
 *
 * @example
 * const fy: FinancialYear = { label: '2026-27', short: '2627', startsAt: 1775068200000, endsAt: 1806604200000 };
 */
export interface FinancialYear {
  readonly label: string;
  readonly short: string;
  readonly startsAt: number;
  readonly endsAt: number;
}

/**
 * The financial year an instant falls in, by the calendar in Asia/Kolkata: 31 March 23:59 IST
 * is still the old year, 1 April 00:00 IST the new one.
 *
 * @example
 * financialYear(Date.parse('2027-03-31T18:29:59Z')).label; // '2026-27' (23:59:59 IST)
 * financialYear(Date.parse('2027-03-31T18:30:00Z')).label; // '2027-28' (1 April, 00:00 IST)
 */
export function financialYear(at: number): FinancialYear {
  const local = new Date(at + IST_OFFSET_MS);
  const year = local.getUTCFullYear();
  const startYear = local.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return {
    label: `${startYear}-${two(startYear + 1)}`,
    short: `${two(startYear)}${two(startYear + 1)}`,
    startsAt: Date.UTC(startYear, 3, 1) - IST_OFFSET_MS,
    endsAt: Date.UTC(startYear + 1, 3, 1) - IST_OFFSET_MS,
  };
}
