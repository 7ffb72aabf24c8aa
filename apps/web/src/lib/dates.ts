/**
 * A date formatter for Indian English, created on first use. Creating an `Intl.DateTimeFormat`
 * loads the locale's data: tens of milliseconds of a slow phone's main thread, which a formatter
 * made at module load spends while the page that imports it is still on its way to the screen.
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (isoDate: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (isoDate) =>
    (format ??= new Intl.DateTimeFormat('en-IN', options)).format(new Date(isoDate));
}

/**
 * The shopper's own calendar day as YYYY-MM-DD — local time, not UTC's (just after midnight in
 * India it is still yesterday in UTC). Rules that compare dates take it as an argument
 * (commerce-core never reads a clock).
 */
export function shopperToday(now: Date = new Date()): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
