import type { Maybe } from '../types/common.js';

/**
 * Drops banners, announcements (or anything) with `isArchive` set (spec 5 "Loaded data filters").
 *
 * @example
 * dropArchived([{ name: 'a', isArchive: true }, { name: 'b' }]); // [{ name: 'b' }]
 */
export function dropArchived<T extends { readonly isArchive?: Maybe<boolean> }>(
  items: readonly T[],
): T[] {
  return items.filter((item) => item.isArchive !== true);
}
