import { availableRecommendedProducts } from '@haat/commerce-core';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { stockKeysOf, withLiveStock } from '../../src/catalogue/live-stock.js';
import { matchesProductQuery, sortListed } from '../../src/catalogue/product-query.js';
import type { ShopCatalogue } from '../../src/deps.js';
import type { Storage } from '../../src/ports/storage.js';
import { dealProducts } from '../../src/store/deal-products.js';
import { testBackend, testContext } from '../../src/testing/test-backend.js';
import type { Harness } from './harness.js';

const shop = (): ShopCatalogue => ({ storeId: STORE_ID, ...sampleShop });

type Shop = Storage<ShopCatalogue>;
type Listed = ShopCatalogue['products'][number];

/** getInitialData's deals as one new request over `storage` reads them. */
async function deals(storage: Shop, limit = 20): Promise<string[]> {
  const deps = { ...testBackend().deps, storage };
  const found = await dealProducts(testContext(deps), null, 'RECOMMEND_PRIORITY', limit);
  return found.map((product) => product.id);
}

/**
 * The deals by the spec's rule over every product (what the deals were before any page or
 * keeping): recommended, enabled, sellable and in stock by the first variant over live stock,
 * in RECOMMEND_PRIORITY order, the first `limit`.
 */
async function dealsByTheRule(storage: Shop, products: readonly Listed[], limit = 20) {
  const levels = await storage.repos.stock.available(stockKeysOf(products));
  const byKey = new Map(levels.map((level) => [level.key, level.available]));
  const live = products.map((product) => withLiveStock(product, byKey));
  const listed = live.filter((product) => matchesProductQuery(product, { recommended: true }));
  return availableRecommendedProducts(sortListed(listed, 'RECOMMEND_PRIORITY'), 0)
    .slice(0, limit)
    .map((product) => product.id);
}

/** Takes every unit of a product without variants (an order of its last units). */
async function sellOut(storage: Shop, product: Listed): Promise<void> {
  const levels = await storage.repos.stock.available(stockKeysOf([product]));
  const lines = levels.map((level) => ({ key: level.key, quantity: level.available ?? 0 }));
  expect(await storage.repos.stock.reserve(lines)).toEqual({ ok: true });
}

/**
 * getInitialData's deals (kept per process by SQL until the catalogue or stock changes) and
 * `kept` itself: the deals are the spec's rule over live stock, a change is answered by the
 * next request, and listing pages that ask for no count answer the same pages.
 */
export function dealsConformance(harness: Harness): void {
  describe('deals and kept reads', () => {
    it('answers the rule over every product, for every limit, asked twice', async () => {
      const storage = await harness.openWith(shop());
      const expected = await dealsByTheRule(storage, shop().products);
      expect(expected.length).toBeGreaterThan(3);
      for (const limit of [1, 3, 20]) {
        expect(await deals(storage, limit)).toEqual(expected.slice(0, limit));
        expect(await deals(storage, limit)).toEqual(expected.slice(0, limit));
      }
    });

    it('follows a sale of the last units and a staff edit at the next request', async () => {
      const storage = await harness.openWith(shop());
      const products = new Map(shop().products.map((product) => [product.id, product]));
      const before = await deals(storage);
      const soldOut = before
        .map((id) => products.get(id))
        .find((product) => product && product.variants.length === 0);
      if (!soldOut) throw new Error('the sample shop has a deal without variants');
      await sellOut(storage, soldOut);
      const afterSale = await deals(storage);
      expect(afterSale).not.toContain(soldOut.id);
      expect(afterSale).toEqual(await dealsByTheRule(storage, [...products.values()]));

      const edited = products.get(afterSale[0] ?? '');
      if (!edited) throw new Error('a deal is left after the sale');
      const unrecommended = { ...edited, recommended: false };
      products.set(edited.id, unrecommended);
      expect(await storage.repos.catalogue.updateProduct(unrecommended)).toMatchObject({
        ok: true,
      });
      const afterEdit = await deals(storage);
      expect(afterEdit).not.toContain(edited.id);
      expect(afterEdit).toEqual(await dealsByTheRule(storage, [...products.values()]));
    });

    it('reads a kept value again after a stock write and after a catalogue write', async () => {
      const storage = await harness.openWith(shop());
      const { catalogue, stock } = storage.repos;
      let reads = 0;
      const read = () => Promise.resolve((reads += 1));
      const first = await catalogue.kept('conformance', read);
      await stock.restock([{ key: 'prd-ubtan-gentle-face-wash', quantity: 1 }]);
      const afterStock = await catalogue.kept('conformance', read);
      expect(afterStock).toBeGreaterThan(first);
      const product = shop().products[0];
      if (!product) throw new Error('the sample shop has products');
      await catalogue.updateProduct({ ...product, title: `${product.title}, edited` });
      expect(await catalogue.kept('conformance', read)).toBeGreaterThan(afterStock);
    });

    it('answers pages without a count as with one, and counts a listing again after an edit', async () => {
      const storage = await harness.openWith(shop());
      const { catalogue } = storage.repos;
      const query = { recommended: true };
      const counted = await catalogue.productPage(query, 'PRICE_LOW', { offset: 0, limit: 3 });
      const uncounted = await catalogue.productPage(query, 'PRICE_LOW', {
        offset: 0,
        limit: 3,
        count: false,
      });
      expect(uncounted).toEqual({ ...counted, total: null });
      expect(counted.more).toBe(true);
      // The next pages (keyset, the count kept per query) until the last says none follow.
      const seen = [...counted.items];
      let page = counted;
      while (page.more && page.last) {
        page = await catalogue.productPage(query, 'PRICE_LOW', {
          offset: seen.length,
          limit: 3,
          after: page.last,
        });
        expect(page.total).toBe(counted.total);
        seen.push(...page.items);
      }
      expect(seen.length).toBe(counted.total);

      const [first] = counted.items;
      if (!first) throw new Error('a recommended product is listed');
      await catalogue.updateProduct({ ...first, recommended: false });
      const recounted = await catalogue.productPage(query, 'DEFAULT', { offset: 0, limit: 3 });
      expect(recounted.total).toBe((counted.total ?? 0) - 1);
    });
  });
}
