import { generatedCatalogue } from '@haat/storefront-backend/testing';
import type { ProductQuery } from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_FACETS } from '@haat/storefront-api/listing-facets';
import { pgliteWithCatalogue } from '../../../../test/support/pglite-catalogue.js';
import type { Database } from '../../database.js';
import { rowsOf } from '../executor.js';
import { countsSpare } from '../facet-count-choice.js';
import { productAggregatesIn } from '../product-aggregates.js';

const catalogue = generatedCatalogue(2_000);
const collections = catalogue.collections.map((collection) => collection.id);
const categories = [...new Set(catalogue.products.map((product) => product.category.slug))];
const prices = [...new Set(catalogue.products.map((product) => product.price))];

/** A price bound: a product's price, a paisa either side of it, a bucket's edge (₹100s). */
const bound = fc.oneof(
  fc.constantFrom(...prices),
  fc.constantFrom(...prices).map((price) => Math.round(price * 100 + 1) / 100),
  fc.constantFrom(...prices).map((price) => Math.round(price * 100 - 1) / 100),
  fc.integer({ min: 0, max: 26 }).map((hundreds) => hundreds * 100),
  fc.integer({ min: 0, max: 26 }).map((hundreds) => hundreds * 100 - 0.01),
);

/** Shop page listings: a scope, either price bound or both, a whole rating, stock, a category. */
const queries: fc.Arbitrary<ProductQuery> = fc
  .tuple(
    fc.tuple(bound, bound),
    fc.subarray(['priceMin', 'priceMax'] as const),
    fc.record(
      {
        collectionIdGroups: fc.constantFrom(...collections).map((id) => [[id]]),
        ratingAtLeast: fc.integer({ min: 0, max: 5 }),
        inStock: fc.boolean(),
        categorySlug: fc.constantFrom(...categories),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([[a, b], bounds, rest]): ProductQuery => {
    const range = { priceMin: Math.min(a, b), priceMax: Math.max(a, b) };
    return { ...rest, ...Object.fromEntries(bounds.map((key) => [key, range[key]])) };
  });

let database: Database;
beforeAll(async () => {
  database = await pgliteWithCatalogue(catalogue);
}, 180_000);
afterAll(() => database?.close());

describe('facets from product_facet_counts', () => {
  const run = <T>(operation: (tx: Database['db']) => Promise<T>) => operation(database.db);
  const fresh = <T>(_key: string, _onStock: boolean, load: () => Promise<T>) => load();
  // Every answerable listing from the counts, and every one from the facet rows.
  const counted = (query: ProductQuery) =>
    productAggregatesIn(run, fresh, 0)(query, [...LISTING_FACETS]);
  const rowByRow = (query: ProductQuery) =>
    productAggregatesIn(run, fresh, Number.POSITIVE_INFINITY)(query, [...LISTING_FACETS]);
  const agree = () =>
    fc.asyncProperty(queries, async (query) => {
      expect(await counted(query), JSON.stringify(query)).toEqual(await rowByRow(query));
    });

  it('answers as the facet rows do under any price range, whole rating, stock and category', async () => {
    await fc.assert(agree(), { numRuns: 150 });
  }, 120_000);

  it('keeps the counts equal to a recount of the facet rows through writes of every facet column', async () => {
    // Prices onto a bucket's edges, ratings across whole stars, collections moved, products
    // disabled, stock flipped: each statement fires the products triggers' rewrite.
    await database.db.execute(sql`update products set price_paise = 100000
      where id in (select id from products order by id limit 40)`);
    await database.db.execute(sql`update products set price_paise = 99999, rating = 3
      where id in (select id from products order by id offset 40 limit 40)`);
    await database.db.execute(sql`update products set collections = array['serum', 'combos']
      where id in (select id from products order by id offset 80 limit 40)`);
    await database.db.execute(sql`update products set status = 'DISABLED'
      where id in (select id from products order by id offset 120 limit 20)`);
    await database.db
      .execute(sql`update products set stocked = not stocked, untracked_in_stock = null
      where id in (select id from products order by id offset 140 limit 60)`);
    await database.db.execute(sql`delete from products
      where id in (select id from products order by id offset 200 limit 10)`);
    const recount = sql`select scope, status, floor(price_paise / 10000.0)::int as bucket,
        floor(coalesce(rating, 0))::int as rating_floor, in_stock, category_slug,
        sub_category_slug, count(*)::int as products
      from product_facets group by 1, 2, 3, 4, 5, 6, 7`;
    const kept = sql`select scope, status, bucket, rating_floor, in_stock, category_slug,
        sub_category_slug, products from product_facet_counts where products <> 0`;
    const differ = (a: typeof recount, b: typeof recount) =>
      database.db.execute(sql`(${a}) except all (${b})`).then(rowsOf);
    expect(await differ(recount, kept)).toEqual([]);
    expect(await differ(kept, recount)).toEqual([]);
    await fc.assert(agree(), { numRuns: 60 });
  }, 120_000);
});

describe('countsSpare', () => {
  const sizes = new Map([
    [1, { rows: 900, groups: 80 }],
    [2, { rows: 1_000, groups: 80 }],
    [3, { rows: 1_100, groups: 80 }],
  ]);
  it.each([
    // Buckets ₹100–399.99 whole: 3,000 rows less 240 groups.
    [{ priceMin: 100, priceMax: 399.99 }, 2_760, true],
    [{ priceMin: 100, priceMax: 399.99 }, 2_761, false],
    // ₹100.01 leaves bucket 1 partial (its rows are read either way).
    [{ priceMin: 100.01, priceMax: 399.99 }, 2_000, false],
    [{ priceMin: 100.01 }, 1_940, true],
    // No whole bucket: nothing spared.
    [{ priceMin: 150, priceMax: 180 }, 0, false],
    [{}, 2_760, true],
  ])('%j spares at least %i rows: %s', (query, least, spares) => {
    expect(countsSpare(query, sizes, least)).toBe(spares);
  });
});
