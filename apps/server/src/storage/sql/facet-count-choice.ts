import type { ProductQuery } from '@haat/storefront-backend';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { productFacetCounts } from '../schema/index.js';
import { priceParts } from './facet-counts.js';
import { facetScope } from './listing-where.js';

/** One price bucket of a scope's facet rows (of one status): its rows, and the groups they form. */
export interface BucketSize {
  readonly rows: number;
  readonly groups: number;
}

/** A scope's facet rows per price bucket (`haat_facet_bucket`), buckets without rows absent. */
export type BucketSizes = ReadonlyMap<number, BucketSize>;

/**
 * How many facet rows the counts must spare a listing's facets before they are read from the
 * counts: the rows of the buckets its price range covers whole, less the groups read in their
 * place. Under it, the counted statement (a union of grouped reads and the price's end lookups)
 * costs more to plan and run than the rows it spares (measured: see the server README,
 * "Aggregates").
 */
export const MIN_SPARED_ROWS = 4_000;

/**
 * Where a listing's bucket sizes are read: its scope and status, as `product_facet_counts` holds
 * them; null when the counts cannot answer it (`facetScope`).
 *
 * @example
 * bucketSizesKey({ collectionIdGroups: [['serum']] }); // { scope: 'serum', status: 'ENABLED' }
 */
export function bucketSizesKey(
  query: ProductQuery,
): { readonly scope: string; readonly status: string } | null {
  const scope = facetScope(query);
  return scope === null ? null : { scope, status: query.status ?? 'ENABLED' };
}

/**
 * Reads a scope's bucket sizes for one status (a few hundred group rows at 100,000 products,
 * read through the counts' unique index, whose first columns are scope and status).
 *
 * @example
 * const sizes = bucketSizesOf(rowsOf(await tx.execute(bucketSizesStatement('', 'ENABLED'))));
 */
export const bucketSizesStatement = (scope: string, status: string): SQL => {
  const c = productFacetCounts;
  return sql`select ${c.bucket} as bucket, sum(${c.products})::float8 as rows,
    count(*)::float8 as groups from ${c}
    where ${and(eq(c.scope, scope), eq(c.status, status), sql`${c.products} <> 0`)}
    group by ${c.bucket}`;
};

/** `bucketSizesStatement`'s rows as sizes by bucket. */
export const bucketSizesOf = (rows: readonly Record<string, unknown>[]): BucketSizes =>
  new Map(
    rows.map((row) => [
      Number(row['bucket']),
      { rows: Number(row['rows']), groups: Number(row['groups']) },
    ]),
  );

/**
 * Whether reading a listing's facets from the counts spares at least `least` rows:
 * the rows of the whole buckets its price range covers, less their groups (`sizes`: its scope's).
 * At 2,000 products a whole shop's bucket holds ~20 rows in ~15 groups: never; at 100,000 a
 * whole-shop range over ₹100–1,500 spares ~50,000.
 *
 * @example
 * countsSpare({ priceMin: 100, priceMax: 1500 }, sizes); // true at 100,000 products
 */
export function countsSpare(
  query: ProductQuery,
  sizes: BucketSizes,
  least = MIN_SPARED_ROWS,
): boolean {
  const { buckets } = priceParts(query);
  if (!buckets) return false;
  let spared = 0;
  for (const [bucket, size] of sizes) {
    const inside =
      (buckets.from === null || bucket >= buckets.from) &&
      (buckets.to === null || bucket <= buckets.to);
    if (inside) spared += size.rows - size.groups;
  }
  return spared >= least;
}
