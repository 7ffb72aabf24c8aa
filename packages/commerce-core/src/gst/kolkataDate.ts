/**
 * The calendar date of an instant in Asia/Kolkata (UTC+5:30), `YYYY-MM-DD`: the date an invoice
 * is dated and a GSTR-1 month is counted by.
 *
 * @example
 * kolkataDate(Date.parse('2026-03-31T19:00:00Z')); // '2026-04-01'
 */
export function kolkataDate(at: number): string {
  return new Date(at + 330 * 60_000).toISOString().slice(0, 10);
}
