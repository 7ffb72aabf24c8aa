const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a text is a real calendar day written YYYY-MM-DD (so '2023-02-29' and '2023-13-01'
 * are not, though `Date.parse` accepts the first).
 *
 * @example
 * isCalendarDate('2024-02-29'); // true
 * isCalendarDate('2023-02-29'); // false
 */
export function isCalendarDate(text: string): boolean {
  const [, year, month, day] = DATE.exec(text) ?? [];
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.toISOString().startsWith(text);
}
