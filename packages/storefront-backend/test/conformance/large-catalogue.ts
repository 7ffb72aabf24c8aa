import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_FACETS } from '@haat/storefront-api/listing-facets';
import { matchesAdminProductQuery } from '../../src/catalogue/admin-product-text.js';
import { listingKeys } from '../../src/catalogue/listing-order.js';
import { stockKeysOf, withLiveStock } from '../../src/catalogue/live-stock.js';
import { matchesProductQuery, sortListed } from '../../src/catalogue/product-query.js';
import { listingAggregates } from '../../src/catalogue/product-search.js';
import { searchCandidatesAmong } from '../../src/catalogue/search-candidates.js';
import type { AdminProductQuery } from '../../src/ports/storage/admin-product-query.js';
import type { SearchCandidate } from '../../src/ports/storage/catalogue.js';
import type { ProductQuery, ProductQuerySort } from '../../src/ports/storage/product-query.js';
import {
  MOST_SEARCH_CANDIDATES,
  rankSearchCandidates,
  type FindCandidates,
} from '../../src/search/rank-search.js';
import { rankCandidates } from '../../src/search/search-service.js';
import { words } from '../../src/search/similarity.js';
import { generatedCatalogue } from '../../src/testing/generated-catalogue.js';
import type { Harness } from './harness.js';

const SORTS: readonly ProductQuerySort[] = [
  'DEFAULT',
  'LATEST',
  'BEST_SELLER',
  'POPULARITY',
  'PRICE_HIGH',
  'PRICE_LOW',
  'RECOMMEND_PRIORITY',
];

/** The web app's facets, and every field's terms. */
const FACETS = [
  ...LISTING_FACETS,
  { name: 'avgPrice', type: 'AVG', field: 'PRICE' },
  { name: 'tags', type: 'TERMS', field: 'TAGS' },
  { name: 'collections', type: 'TERMS', field: 'COLLECTIONS' },
  { name: 'vendors', type: 'TERMS', field: 'VENDOR' },
] as const;

/** The same but the vendors: what SQL reads from a scope's facet rows, not from the products. */
const SCOPE_FACETS = FACETS.filter((request) => request.field !== 'VENDOR');

/**
 * The web app's six facets alone: what SQL adds up from a scope's counts per price bucket,
 * reading rows only at a price range's ends.
 */
const WEB_FACETS = FACETS.slice(0, 6);

/** Listings a shopper asks for: the whole shop, filters of every kind, prices in odd paise. */
const QUERIES: readonly ProductQuery[] = [
  {},
  { inStock: true },
  { collectionIdGroups: [['serum']] },
  { text: 'glow serum' },
  { priceMax: 8.7 },
  { priceMin: 100, priceMax: 999.99, vendor: 'KESAR LABS' },
  { categorySlug: 'skin', ratingAtLeast: 4, inStock: false },
  { tags: ['trending', 'featured'], recommended: true },
  // The shop page's filters on a scope (whole rupees, as typed; odd paise and a half star).
  { collectionIdGroups: [['serum']], priceMin: 120, priceMax: 1299, ratingAtLeast: 3 },
  { priceMin: 0.5, priceMax: 777.77, ratingAtLeast: 2.5, inStock: true },
  // Bounds a paisa either side of a ₹100 bucket's edge, a whole rating, out of stock.
  { collectionIdGroups: [['serum']], priceMin: 99.99, priceMax: 2000.01, ratingAtLeast: 4 },
  { priceMin: 1200, priceMax: 1299.99, ratingAtLeast: 1, inStock: false },
];

/** Staff's product list filters: all, words of titles, slugs and SKUs, statuses, a collection. */
const ADMIN_QUERIES: readonly AdminProductQuery[] = [
  {},
  { search: 'serum' },
  { search: 'GLOW serum', status: 'ENABLED' },
  { status: 'DISABLED' },
  { collectionId: 'serum', search: '-1' },
];

/** Ids in code-unit order (as every adapter lists staff's products). */
const byId = (ids: string[]): string[] => ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Typed searches: whole words, typos, two words, an unknown word. */
const SEARCHES = ['serum', 'serm', 'vitamn c', 'kumkumadi oil', 'neem face wash', 'glw', 'xqzvbk'];

/**
 * A generated catalogue (`generatedCatalogue`, from the sample shop's shape) large enough that
 * a read walking the whole catalogue would show: listings (first, keyset and deep pages, every
 * sort), the web app's facets, search candidates and stock answer as the JS rules (the memory
 * adapter's) answer, after orders took stock.
 */
export function largeCatalogueConformance(harness: Harness, size: number): void {
  describe(`a generated catalogue of ${size} products`, () => {
    // Seeding a database with it and walking it in JS for the expected answers take a while.
    it(
      'lists, pages, aggregates, searches and counts stock as the JS rules do',
      { timeout: 600_000 },
      async () => {
        const shop = generatedCatalogue(size);
        const { repos } = await harness.openWith(shop);
        const { products, collections } = shop;
        // Orders take some units: listings and facets read live stock.
        const keys = stockKeysOf(products);
        const sampled = new Set(fc.sample(fc.constantFrom(...keys), { numRuns: 300, seed: 11 }));
        const before = await repos.stock.available([...sampled]);
        const taken = before.filter((level) => level.available !== null && level.available > 0);
        const orders = await repos.stock.reserve(taken.map(({ key }) => ({ key, quantity: 1 })));
        expect(orders.ok).toBe(true);
        const levels = await repos.stock.available(keys);
        const byKey = new Map(levels.map((level) => [level.key, level.available]));
        const live = products.map((product) => withLiveStock(product, byKey));

        for (const [index, query] of QUERIES.entries()) {
          const matches = live.filter((product) => matchesProductQuery(product, query));
          const sort = SORTS[index % SORTS.length] ?? 'DEFAULT';
          const expected = sortListed(matches, sort).map((product) => product.id);
          const first = await repos.catalogue.productPage(query, sort, { offset: 0, limit: 48 });
          expect(first.total, JSON.stringify(query)).toBe(expected.length);
          expect(first.items.map((p) => p.id)).toEqual(expected.slice(0, 48));
          // The next page after the first page's cursor, and a deep page after any product's.
          if (first.last) {
            const second = await repos.catalogue.productPage(query, sort, {
              offset: 48,
              limit: 48,
              after: first.last,
            });
            expect(second.items.map((p) => p.id)).toEqual(expected.slice(48, 96));
          }
          const deep = Math.floor(expected.length * 0.8);
          const at = matches.find((product) => product.id === expected[deep]);
          if (at) {
            const after = listingKeys(at, sort);
            const page = await repos.catalogue.productPage(query, sort, {
              offset: deep + 1,
              limit: 48,
              after,
            });
            expect(page.items.map((p) => p.id)).toEqual(expected.slice(deep + 1, deep + 49));
            const offset = await repos.catalogue.productPage(query, sort, {
              offset: deep + 1,
              limit: 48,
            });
            expect(offset.items.map((p) => p.id)).toEqual(expected.slice(deep + 1, deep + 49));
          }
          expect(await repos.catalogue.productAggregates(query, FACETS)).toEqual(
            listingAggregates(matches, FACETS),
          );
          expect(await repos.catalogue.productAggregates(query, SCOPE_FACETS)).toEqual(
            listingAggregates(matches, SCOPE_FACETS),
          );
          expect(await repos.catalogue.productAggregates(query, WEB_FACETS)).toEqual(
            listingAggregates(matches, WEB_FACETS),
          );
        }

        const read = (ids: readonly string[]) => repos.catalogue.productsByIds(ids);
        const similarities = (found: readonly SearchCandidate[]) =>
          found.map(({ id, similarity }) => `${id} ${similarity}`);
        for (const search of SEARCHES) {
          const typed = words(search);
          // A page and a few first, as the search service asks, then the most.
          for (const most of [30, MOST_SEARCH_CANDIDATES]) {
            const found = await repos.catalogue.searchCandidates(typed, most);
            expect(similarities(found), `${search} ${most}`).toEqual(
              similarities(searchCandidatesAmong(products, collections, typed, most)),
            );
          }
          // Asked again after the last one: the rest of one larger ask, none twice.
          const head = await repos.catalogue.searchCandidates(typed, 30);
          const rest = await repos.catalogue.searchCandidates(typed, 90, head.at(-1));
          expect(similarities([...head, ...rest]), `${search} 30 then 90`).toEqual(
            similarities(searchCandidatesAmong(products, collections, typed, 120)),
          );
          // The service's page: the contract's ranking of every candidate's document.
          const every = searchCandidatesAmong(products, collections, typed, MOST_SEARCH_CANDIDATES);
          const documents = (await read(every.map(({ id }) => id))).flatMap((p) => (p ? [p] : []));
          const find: FindCandidates = (most, after) =>
            repos.catalogue.searchCandidates(typed, most, after);
          expect(
            await rankSearchCandidates(find, read, collections, search, 0.65, 20),
            search,
          ).toEqual(rankCandidates(documents, collections, search, 0.65, 20));
        }

        const skus = [products[7]?.sku ?? '', products[size - 3]?.variants?.[0]?.sku ?? ''];
        for (const query of [...ADMIN_QUERIES, ...skus.map((sku) => ({ search: sku }))]) {
          const expected = byId(
            products.filter((p) => matchesAdminProductQuery(p, query)).map((p) => p.id),
          );
          const first = await repos.catalogue.adminProductPage(query, { limit: 200, after: null });
          expect(first.total, JSON.stringify(query)).toBe(expected.length);
          expect(first.items.map((item) => item.product.id)).toEqual(expected.slice(0, 200));
          const deep = Math.floor(expected.length * 0.8);
          const after = expected[deep] ?? null;
          const page = await repos.catalogue.adminProductPage(query, { limit: 200, after });
          expect(page.items.map((item) => item.product.id)).toEqual(
            after === null ? expected.slice(0, 200) : expected.slice(deep + 1, deep + 201),
          );
        }
      },
    );
  });
}
