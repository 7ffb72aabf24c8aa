import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
  });
}
