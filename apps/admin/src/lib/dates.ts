/** The shop's time zone: every time staff see is in it. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

let dateTime: Intl.DateTimeFormat | null = null;
let dateOnly: Intl.DateTimeFormat | null = null;

/**
 * An ISO instant as a date and time in Asia/Kolkata.
 *
 * @example
 * formatDateTime('2026-11-27T06:30:00.000Z'); // '27 Nov 2026, 12:00 pm'
 */
export function formatDateTime(iso: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTime.format(new Date(iso));
}

/**
 * A `YYYY-MM-DD` day (already the shop's) or an ISO instant as a date in Asia/Kolkata.
 *
 * @example
 * formatDay('2026-11-27'); // '27 Nov 2026'
 */
export function formatDay(dayOrIso: string): string {
  dateOnly ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(dayOrIso) ? istDayStart(dayOrIso) : dayOrIso;
  return dateOnly.format(new Date(iso));
}

/**
 * The instant an Asia/Kolkata day starts, as the API's ISO string (filters' `from`).
 *
 * @example
 * istDayStart('2026-11-27'); // '2026-11-26T18:30:00.000Z'
 */
export function istDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - IST_OFFSET_MS).toISOString();
}

/**
 * The instant the next Asia/Kolkata day starts (filters' exclusive `to`).
 *
 * @example
 * istDayEnd('2026-11-27'); // '2026-11-27T18:30:00.000Z'
 */
export function istDayEnd(day: string): string {
  return new Date(Date.parse(istDayStart(day)) + 24 * 60 * 60_000).toISOString();
}

/**
 * Today's date in Asia/Kolkata (`YYYY-MM-DD`) at `now` (epoch ms).
 *
 * @example
 * istToday(Date.parse('2026-11-26T19:00:00Z')); // '2026-11-27'
 */
export function istToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}
