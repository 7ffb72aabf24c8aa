/**
 * A calendar month in Asia/Kolkata (`YYYY-MM`) as epoch milliseconds: `startsAt` (the 1st,
 * 00:00 IST) inclusive, `endsAt` (the next month's 1st) exclusive; null for anything but
 * `YYYY-MM` with a month 01–12. GSTR-1 is filed per such month.
 *
 * @example
 * kolkataMonth('2026-07'); // { startsAt: Date.parse('2026-06-30T18:30:00Z'), endsAt: Date.parse('2026-07-31T18:30:00Z') }
 */
export function kolkataMonth(month: string): { startsAt: number; endsAt: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  if (index < 0 || index > 11) return null;
  const offset = 330 * 60_000;
  return {
    startsAt: Date.UTC(year, index, 1) - offset,
    endsAt: Date.UTC(year, index + 1, 1) - offset,
  };
}
