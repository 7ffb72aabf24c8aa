import { sampleShop, STORE_ID } from '@haat/sample-shop';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesProductQuery, sortListed } from '../../src/catalogue/product-query.js';
import type { ShopCatalogue } from '../../src/deps.js';
import type { ProductQuery, ProductQuerySort } from '../../src/ports/storage/product-query.js';
import { type Harness } from './harness.js';

export const shop: ShopCatalogue = { storeId: STORE_ID, ...sampleShop };

const SORTS: readonly ProductQuerySort[] = [
  'DEFAULT',
  'LATEST',
  'BEST_SELLER',
  'POPULARITY',
  'PRICE_HIGH',
  'PRICE_LOW',
  'RECOMMEND_PRIORITY',
];

const values = <T>(pick: (p: ShopCatalogue['products'][number]) => readonly T[]): T[] => [
  ...new Set(shop.products.flatMap(pick)),
];

/** Every part a listing query can have, from the sample shop's own values (some match nothing). */
const parts = {
  status: fc.constantFrom('ENABLED', 'DISABLED'),
  ids: fc.subarray(values((p) => [p.id])),
  excludeIds: fc.subarray(
    values((p) => [p.id]),
    { maxLength: 5 },
  ),
  collectionIdGroups: fc.array(
    fc.subarray(
      values((p) => p.collections),
      { minLength: 1 },
    ),
    {
      maxLength: 2,
    },
  ),
  categorySlug: fc.constantFrom(...values((p) => [p.category.slug]), 'nope'),
  subCategorySlug: fc.constantFrom(...values((p) => [p.subCategory.slug])),
  priceMin: fc.integer({ min: 0, max: 1500 }),
  priceMax: fc.integer({ min: 100, max: 3000 }),
  ratingAtLeast: fc.constantFrom(0, 3.5, 4, 4.5),
  recommended: fc.boolean(),
  isFeatured: fc.boolean(),
  tags: fc.subarray(values((p) => p.tags)),
  vendor: fc.constantFrom(...values((p) => [p.vendor.toUpperCase()])),
  text: fc.constantFrom('serum', 'hair OIL', 'vitamin c', 'kit', 'zzz', '  '),
};

/** Listing queries of up to three parts (none on stock), over the sample shop's values. */
export const listingQueries: fc.Arbitrary<ProductQuery> = fc
  .tuple(fc.record(parts), fc.shuffledSubarray(Object.keys(parts), { maxLength: 3 }))
  .map(([all, keys]) =>
    Object.fromEntries(Object.entries(all).filter(([key]) => keys.includes(key))),
  );

/** `productPage` over the sample shop: storage filters, sorts and pages like the JS rules. */
export function productPageConformance(harness: Harness): void {
  describe('product page', () => {
    it('pages the sample shop in each sort order, curated order on ties', async () => {
      const { repos } = await harness.openWith(shop);
      const first = await repos.catalogue.productPage({}, 'PRICE_LOW', { offset: 0, limit: 5 });
      const enabled = shop.products.filter((p) => p.status === 'ENABLED');
      expect(first.total).toBe(enabled.length);
      const prices = first.items.map((p) => p.variants[0]?.price ?? p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const rest = await repos.catalogue.productPage({}, 'PRICE_LOW', { offset: 5, limit: 100 });
      expect(rest.items).toHaveLength(enabled.length - 5);
      expect(
        (await repos.catalogue.productPage({ slug: 'nope' }, 'DEFAULT', { offset: 0, limit: 5 }))
          .total,
      ).toBe(0);
    });

    it('finds a product by its slug (with the other filters), as it is now', async () => {
      const { repos } = await harness.openWith(shop);
      const { catalogue } = repos;
      const product = shop.products.find((p) => p.status === 'ENABLED');
      if (!product) throw new Error('the sample shop has no enabled product');
      const bySlug = (query: ProductQuery) =>
        catalogue.productPage({ ...query, slug: product.slug }, 'DEFAULT', {
          offset: 0,
          limit: 1,
        });
      const found = await bySlug({});
      expect(found).toMatchObject({ total: 1, more: false });
      expect(found.items).toEqual([await catalogue.productById(product.id)]);
      expect((await bySlug({ status: 'DISABLED' })).items).toEqual([]);
      expect((await bySlug({ priceMin: 1_000_000 })).total).toBe(0);
      // A change is seen on the next page by slug (nothing kept answers it).
      expect(await catalogue.updateProduct({ ...product, title: 'Renamed' })).toMatchObject({
        ok: true,
      });
      expect((await bySlug({})).items.map((p) => p.title)).toEqual(['Renamed']);
    });

    it('answers any listing query as the JS rules do', async () => {
      const { repos } = await harness.openWith(shop);
      const { products } = shop;
      let found = 0;
      await fc.assert(
        fc.asyncProperty(
          listingQueries,
          fc.constantFrom(...SORTS),
          fc.integer({ min: 0, max: 20 }),
          fc.integer({ min: 1, max: 48 }),
          async (query, sort, offset, limit) => {
            const expected = sortListed(
              products.filter((p) => matchesProductQuery(p, query)),
              sort,
            );
            const page = await repos.catalogue.productPage(query, sort, { offset, limit });
            expect(page.total).toBe(expected.length);
            found += page.items.length > 0 ? 1 : 0;
            expect(page.items.map((p) => p.id)).toEqual(
              expected.slice(offset, offset + limit).map((p) => p.id),
            );
          },
        ),
        { numRuns: 150 },
      );
      // Most queries find something, so the comparison is not one of empty pages.
      expect(found).toBeGreaterThan(50);
    });
  });
}
