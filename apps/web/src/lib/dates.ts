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
