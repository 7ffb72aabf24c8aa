import type { CatalogueSeed } from '../ports/storage/catalogue.js';
import { initialStock } from '../inventory/initial-stock.js';
import { seedReviewRecords } from '../reviews/seed-reviews.js';
import {
  buildTables,
  TABLE_NAMES,
  type MemoryTables,
  type RowOf,
  type TableName,
} from './tables.js';

/** Bumped when a stored shape changes; a saved state of another version is dropped. */
const SNAPSHOT_VERSION = 2;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tables of a fresh storage: stock and reviews seeded from the catalogue, the rest empty. */
export function seededTables(seed: CatalogueSeed): MemoryTables {
  return {
    ...buildTables(() => new Map()),
    stock: new Map(
      initialStock(seed).map(({ key, tracked, onHand }) => [
        key,
        { tracked, onHand, reserved: 0, held: 0 },
      ]),
    ),
    reviews: new Map(seedReviewRecords(seed).map((review) => [review.id, review])),
  };
}

/** The whole state as JSON-safe data, for `MemoryPersistence.save`. */
export function snapshot(tables: MemoryTables): unknown {
  return {
    version: SNAPSHOT_VERSION,
    tables: Object.fromEntries(TABLE_NAMES.map((name) => [name, Object.fromEntries(tables[name])])),
  };
}

/**
 * The state saved by {@link snapshot} over a freshly seeded one, or the seeded one when `saved`
 * is missing, of another version or not a snapshot. Stock keeps the seed's keys and those of products written since (a product
 * added to the catalogue gets its seeded stock; a removed one is dropped); seeded reviews are
 * restored if missing. Rows are trusted: only this adapter writes them.
 */
export function restore(saved: unknown, seeded: MemoryTables): MemoryTables {
  if (!isObject(saved) || saved['version'] !== SNAPSHOT_VERSION || !isObject(saved['tables'])) {
    return seeded;
  }
  const tables = saved['tables'];
  const rows = <N extends TableName>(name: N): Map<string, RowOf<N>> => {
    const table = tables[name];
    return new Map(isObject(table) ? (Object.entries(table) as [string, RowOf<N>][]) : []);
  };
  const stock = rows('stock');
  // Keys of products written since seeding (`updateProduct`) are kept as well.
  const written = [...rows('catalogueProducts').keys()];
  const isWritten = (key: string) => written.some((id) => key === id || key.startsWith(`${id}:`));
  return {
    ...buildTables(rows),
    stock: new Map([
      ...[...seeded.stock].map(([key, row]): [string, RowOf<'stock'>] => [
        key,
        stock.get(key) ?? row,
      ]),
      ...[...stock].filter(([key]) => !seeded.stock.has(key) && isWritten(key)),
    ]),
    reviews: new Map([...seeded.reviews, ...rows('reviews')]),
  };
}
