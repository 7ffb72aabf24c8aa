import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockKeysOf, withLiveStock } from '../../src/catalogue/live-stock.js';
import { matchesProductQuery } from '../../src/catalogue/product-query.js';
import { productAggregates } from '../../src/catalogue/product-search.js';
import type { ProductAggregateInput } from '@haat/storefront-api/resolvers';
import type { Harness } from './harness.js';
import { listingQueries, shop } from './product-page.js';

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
            productAggregates(matches, EVERY),
          );
        }),
        { numRuns: 60 },
      );
      // Most queries find something, so the comparison is not one of empty aggregates.
      expect(found).toBeGreaterThan(20);
    });
  });
}
