import type { Page, PageRequest } from '../ports/storage/paging.js';
import { copy } from './copy.js';
import { wholeNumber } from '../storage/checks.js';

/** One page of already sorted rows, copied. */
export function pageOf<T>(rows: readonly T[], page: PageRequest): Page<T> {
  wholeNumber(page.offset, 'A page offset', 0);
  wholeNumber(page.limit, 'A page limit', 0);
  return { items: copy(rows.slice(page.offset, page.offset + page.limit)), total: rows.length };
}

/** Compares strings by code unit, as SQL's `COLLATE "C"` does. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Compares newest first. */
export const newestFirst = (a: { createdAt: number }, b: { createdAt: number }): number =>
  b.createdAt - a.createdAt;

/** Compares oldest first, then by id. */
export const oldestFirst = (
  a: { id: string; createdAt: number },
  b: { id: string; createdAt: number },
): number => a.createdAt - b.createdAt || compareText(a.id, b.id);
