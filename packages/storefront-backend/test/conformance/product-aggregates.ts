import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_FACETS } from '@haat/storefront-api/listing-facets';
import { stockKeysOf, withLiveStock } from '../../src/catalogue/live-stock.js';
import { matchesProductQuery } from '../../src/catalogue/product-query.js';
import { listingAggregates } from '../../src/catalogue/product-search.js';
import type { ProductAggregateInput } from '@haat/storefront-api/resolvers';
import type { Storage } from '../../src/ports/storage.js';
import type { ProductQuery } from '../../src/ports/storage/product-query.js';
import type { Harness } from './harness.js';
import { listingQueries, shop } from './product-page.js';

type Listed = (typeof shop)['products'][number];

const FIELDS = [
  'COLLECTIONS',
  'CATEGORY',
  'SUB_CATEGORY',
  'TAGS',
  'VENDOR',
  'PRICE',
  'RATING',
  'IN_STOCK',
] as const;
const TYPES = ['TERMS', 'SUM', 'AVG', 'MIN', 'MAX'] as const;

/** Every field with every aggregate type. */
const EVERY: readonly ProductAggregateInput[] = FIELDS.flatMap((field) =>
  TYPES.map((type) => ({ name: `${type}-${field}`, type, field })),
);

/**
 * Every aggregate but the vendor's: what SQL can read from a scope's facet rows (the whole
 * shop or one collection) rather than from the products.
 */
const BUT_VENDOR = EVERY.filter((request) => request.field !== 'VENDOR');

/** The JS rules' aggregates and match count of `query` over `products` with the storage's live stock. */
async function byTheRules(
  storage: Storage<typeof shop>,
  products: readonly Listed[],
  query: ProductQuery,
  requests: readonly ProductAggregateInput[],
) {
  const levels = await storage.repos.stock.available(stockKeysOf(products));
  const byKey = new Map(levels.map((level) => [level.key, level.available]));
  const live = products.map((product) => withLiveStock(product, byKey));
  return listingAggregates(
    live.filter((product) => matchesProductQuery(product, query)),
    requests,
  );
}

/** The price and category facets alone: they read stock only through an `inStock` filter. */
const PRICES: readonly ProductAggregateInput[] = [
  { name: 'category', type: 'TERMS', field: 'CATEGORY' },
  { name: 'priceMin', type: 'MIN', field: 'PRICE' },
  { name: 'priceSum', type: 'SUM', field: 'PRICE' },
];

/** A listing's selling price in rupees (its first variant's when it has variants). */
const sellingPrice = (product: Listed): number => product.variants?.[0]?.price ?? product.price;

/**
 * Shop page listings: the whole shop or one collection, a price range whose bounds are often a
 * product's own price (or a paisa either side of it, or a whole ₹100), a whole least rating,
 * in stock, a category.
 */
const shopPageQueries: fc.Arbitrary<ProductQuery> = (() => {
  const prices = [...new Set(shop.products.map(sellingPrice))];
  const bound = fc.oneof(
    fc.constantFrom(...prices),
    fc.constantFrom(...prices).map((price) => Math.round(price * 100 + 1) / 100),
    fc.constantFrom(...prices).map((price) => Math.round(price * 100 - 1) / 100),
    fc.integer({ min: 0, max: 30 }).map((hundreds) => hundreds * 100),
    fc.integer({ min: 0, max: 3000 }),
  );
  const collections = [...new Set(shop.products.flatMap((product) => product.collections))];
  const range = fc
    .tuple(bound, bound)
    .map(([a, b]) => (a <= b ? { priceMin: a, priceMax: b } : { priceMin: b, priceMax: a }));
  return fc
    .tuple(
      range,
      fc.subarray(['priceMin', 'priceMax'] as const),
      fc.record(
        {
          collectionIdGroups: fc.constantFrom(...collections).map((id) => [[id]]),
          ratingAtLeast: fc.integer({ min: 0, max: 5 }),
          inStock: fc.boolean(),
          categorySlug: fc.constantFrom(...shop.products.map((product) => product.category.slug)),
        },
        { requiredKeys: [] },
      ),
    )
    .map(([prices, bounds, rest]): ProductQuery => ({
      ...rest,
      ...Object.fromEntries(bounds.map((key) => [key, prices[key]])),
    }));
})();

/** `productAggregates` over the sample shop: storage aggregates like the JS rules. */
export function productAggregatesConformance(harness: Harness): void {
  describe('product aggregates', () => {
    it('answers every aggregate of any listing query as the JS rules do', async () => {
      const { repos } = await harness.openWith(shop);
      const { products } = shop;
      const levels = await repos.stock.available(stockKeysOf(products));
      const byKey = new Map(levels.map((level) => [level.key, level.available]));
      const live = products.map((product) => withLiveStock(product, byKey));
      const queries = fc
        .tuple(listingQueries, fc.constantFrom(true, false, undefined))
        .map(([query, inStock]) => (inStock === undefined ? query : { ...query, inStock }));
      let found = 0;
      await fc.assert(
        fc.asyncProperty(queries, async (query) => {
          const matches = live.filter((product) => matchesProductQuery(product, query));
          found += matches.length > 0 ? 1 : 0;
          expect(await repos.catalogue.productAggregates(query, EVERY)).toEqual(
            listingAggregates(matches, EVERY),
          );
          expect(await repos.catalogue.productAggregates(query, BUT_VENDOR)).toEqual(
            listingAggregates(matches, BUT_VENDOR),
          );
        }),
        { numRuns: 60 },
      );
      // Most queries find something, so the comparison is not one of empty aggregates.
      expect(found).toBeGreaterThan(20);
    });

    it('answers a sale and a staff edit at the next request (SQL drops its kept answers)', async () => {
      const storage = await harness.openWith(shop);
      const { catalogue, stock } = storage.repos;
      const products = new Map(shop.products.map((product) => [product.id, product]));
      const asked: readonly [ProductQuery, readonly ProductAggregateInput[]][] = [
        [{}, EVERY],
        [{}, BUT_VENDOR],
        [{ inStock: true }, PRICES],
        [{ collectionIdGroups: [[shop.collections[0]?.id ?? '']], ratingAtLeast: 1 }, BUT_VENDOR],
      ];
      const answers = () => Promise.all(asked.map(([q, r]) => catalogue.productAggregates(q, r)));
      const rules = () =>
        Promise.all(asked.map(([q, r]) => byTheRules(storage, [...products.values()], q, r)));
      const before = await answers();
      expect(before).toEqual(await rules());
      expect(await answers()).toEqual(before);

      // The last units of an in-stock product without variants are ordered.
      const levels = await stock.available(stockKeysOf(shop.products));
      const byKey = new Map(levels.map((level) => [level.key, level.available]));
      const soldOut = shop.products.find(
        (product) =>
          (product.variants ?? []).length === 0 &&
          matchesProductQuery(withLiveStock(product, byKey), { inStock: true }),
      );
      if (!soldOut) throw new Error('the sample shop has an in-stock product without variants');
      const lines = stockKeysOf([soldOut]).map((key) => ({ key, quantity: byKey.get(key) ?? 0 }));
      expect(await stock.reserve(lines)).toEqual({ ok: true });
      const afterSale = await answers();
      expect(afterSale).not.toEqual(before);
      expect(afterSale).toEqual(await rules());

      // A staff edit moves another product's price and rating.
      const edited = shop.products.find(
        (product) => product.id !== soldOut.id && (product.variants ?? []).length === 0,
      );
      if (!edited) throw new Error('the sample shop has two products without variants');
      const changed = { ...edited, rating: 1, price: 1 };
      products.set(edited.id, changed);
      expect(await catalogue.updateProduct(changed)).toMatchObject({ ok: true });
      const afterEdit = await answers();
      expect(afterEdit).not.toEqual(afterSale);
      expect(afterEdit).toEqual(await rules());
    });

    it("answers the shop page's facets under any price range, whole rating and stock as the JS rules do", async () => {
      const storage = await harness.openWith(shop);
      let found = 0;
      await fc.assert(
        fc.asyncProperty(shopPageQueries, async (query) => {
          const expected = await byTheRules(storage, shop.products, query, LISTING_FACETS);
          found += expected.items[0]?.buckets?.length ? 1 : 0;
          expect(await storage.repos.catalogue.productAggregates(query, LISTING_FACETS)).toEqual(
            expected,
          );
        }),
        { numRuns: 80 },
      );
      expect(found).toBeGreaterThan(10);
    });

    it("keeps the shop page's facets exact through a sale, price and rating edits and a move between collections", async () => {
      const storage = await harness.openWith(shop);
      const { catalogue, stock } = storage.repos;
      const products = new Map(shop.products.map((product) => [product.id, product]));
      const plain = shop.products.filter((product) => (product.variants ?? []).length === 0);
      const [first, second] = plain;
      if (!first || !second) throw new Error('the sample shop has two products without variants');
      const collections = [...new Set(shop.products.flatMap((product) => product.collections))];
      const bound = sellingPrice(first);
      const queries: ProductQuery[] = [
        {},
        { inStock: true },
        { inStock: false, ratingAtLeast: 2 },
        { priceMin: bound, priceMax: bound },
        { priceMin: bound, priceMax: 250 },
        { priceMin: 250, ratingAtLeast: 3 },
        { priceMax: 250.01 },
        ...collections.map((id) => ({ collectionIdGroups: [[id]], priceMin: 1, priceMax: 250 })),
        ...collections.map((id) => ({ collectionIdGroups: [[id]], inStock: true })),
      ];
      const check = async () => {
        for (const query of queries) {
          expect(
            await catalogue.productAggregates(query, LISTING_FACETS),
            JSON.stringify(query),
          ).toEqual(await byTheRules(storage, [...products.values()], query, LISTING_FACETS));
        }
      };
      await check();

      // A sale takes an in-stock product's last units: it leaves the in-stock groups.
      const levels = await stock.available(stockKeysOf(plain));
      const byKey = new Map(levels.map((level) => [level.key, level.available]));
      const soldOut = plain.find((product) =>
        matchesProductQuery(withLiveStock(product, byKey), { inStock: true }),
      );
      if (!soldOut) throw new Error('the sample shop has an in-stock product without variants');
      const lines = stockKeysOf([soldOut]).map((key) => ({ key, quantity: byKey.get(key) ?? 0 }));
      expect(await stock.reserve(lines)).toEqual({ ok: true });
      await check();

      // Staff move a product to a price equal to a bound (₹250, a bucket's first paisa), a
      // rating below 3, and into several collections at once (out of its own).
      const moved = {
        ...second,
        price: 250,
        rating: 2.9,
        collections: collections.filter((id) => !second.collections.includes(id)).slice(0, 3),
      };
      products.set(second.id, moved);
      expect(await catalogue.updateProduct(moved)).toMatchObject({ ok: true });
      await check();

      // Another lands a paisa under the other bound, its rating up to a whole 3.
      const edited = { ...first, price: Math.round(bound * 100 - 1) / 100, rating: 3 };
      products.set(first.id, edited);
      expect(await catalogue.updateProduct(edited)).toMatchObject({ ok: true });
      await check();
    });
  });
}
