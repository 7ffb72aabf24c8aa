import { CATALOGUE_READ_LIMITS } from '../ports/storage/catalogue.js';
import type { PageRequest } from '../ports/storage/paging.js';
import type { StockLine } from '../ports/storage/stock.js';

/**
 * Refuses what is not a whole number of at least `min`: a programmer error every storage adapter
 * reports the same way (quantities, amounts in paise, page offsets and limits).
 *
 * @example
 * wholeNumber(2, 'Quantity of p1', 1); // passes
 * wholeNumber(0, 'Quantity of p1', 1); // throws RangeError
 */
export function wholeNumber(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number of at least ${min}: ${value}`);
  }
}

/**
 * The units asked of each stock key, lines of one key added together, keys in ascending order
 * (code units, as SQL's `COLLATE "C"`): the order every adapter locks or updates keys in.
 * Quantities below 1 are refused ({@link wholeNumber}).
 *
 * @example
 * stockLinesByKey([{ key: 'p2', quantity: 1 }, { key: 'p1', quantity: 2 }, { key: 'p2', quantity: 3 }]);
 * // [['p1', 2], ['p2', 4]]
 */
export function stockLinesByKey(lines: readonly StockLine[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const { key, quantity } of lines) {
    wholeNumber(quantity, `Quantity of ${key}`, 1);
    totals.set(key, (totals.get(key) ?? 0) + quantity);
  }
  return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Refuses a catalogue read larger than storage serves in one call (`CATALOGUE_READ_LIMITS`):
 * the API edge caps what callers ask far below this, so past it is a programmer error, refused
 * the same way by every adapter before any work.
 *
 * @example
 * catalogueReadLimit(3, 'aggregates'); // passes
 * catalogueReadLimit(5000, 'productsByIds'); // throws RangeError
 */
export function catalogueReadLimit(count: number, what: keyof typeof CATALOGUE_READ_LIMITS): void {
  const most = CATALOGUE_READ_LIMITS[what];
  if (count > most) {
    throw new RangeError(`At most ${most} ${what} in one catalogue read: ${count} asked`);
  }
}

/**
 * A listing page's request as storage takes it: a whole offset of 0 or more and a page size of
 * 1 to `CATALOGUE_READ_LIMITS.pageSize` (else a programmer error).
 *
 * @example
 * listingPageRequest({ offset: 0, limit: 48 }); // passes
 */
export function listingPageRequest(page: PageRequest): void {
  wholeNumber(page.offset, 'A page offset', 0);
  wholeNumber(page.limit, 'A page size', 1);
  catalogueReadLimit(page.limit, 'pageSize');
}
