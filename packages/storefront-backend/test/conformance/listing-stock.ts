import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProductInStock } from '../../src/catalogue/in-stock.js';
import { stockKeysOf, withLiveStock } from '../../src/catalogue/live-stock.js';
import { listingAggregates } from '../../src/catalogue/product-search.js';
import type { ProductListingPage } from '../../src/ports/storage/catalogue.js';
import type { StockLine, StockRepository } from '../../src/ports/storage/stock.js';
import type { Harness } from './harness.js';

/** A listed product of the stock catalogue: enabled, tracked with `inventory` unless changed. */
const listed = (id: string, position: number, more: object = {}) => ({
  id,
  slug: `${id}-slug`,
  title: id,
  status: 'ENABLED',
  vendor: position % 2 === 0 ? 'Even' : 'Odd',
  price: 100 + position * 50,
  rating: position % 5,
  tags: [position % 3 === 0 ? 'three' : 'other'],
  collections: ['all'],
  position,
  isInventoryEnabled: true,
  continueSellingOutOfStock: false,
  inventory: 3,
  variants: [],
  ...more,
});

const variant = (id: string, inventory: number, more: object = {}) => ({
  id,
  status: 'ENABLED',
  price: 200,
  inventory,
  ...more,
});

/**
 * Every case of commerce-core's in-stock rule: minimum order quantities (product's, variant's,
 * the variant falling back to the product's), untracked products (availability text, variants
 * all disabled), selling on when out of stock, variants disabled or sold out, variants sharing
 * the product's count.
 */
export const stockCatalogue = () => ({
  storeId: 'stock-store',
  store: { id: 'stock-store', name: 'Stock' },
  settings: [{ key: 'BLOCK_INVENTORY', value: '1' }],
  menus: [],
  collections: [{ id: 'all', slug: 'all' }],
  products: [
    listed('plain', 0),
    listed('needs-three', 1, { minimumOrderQuantity: 3, inventory: 4 }),
    listed('untracked', 2, { isInventoryEnabled: false, inventory: 0 }),
    listed('untracked-out', 3, { isInventoryEnabled: false, availability: ' Out of Stock ' }),
    listed('untracked-in', 4, { isInventoryEnabled: false, availability: 'In stock' }),
    listed('keeps-selling', 5, { continueSellingOutOfStock: true, inventory: 0 }),
    listed('sold-out', 6, { inventory: 0 }),
    listed('variants', 7, {
      variants: [
        variant('two-min', 3, { minimumOrderQuantity: 2 }),
        variant('disabled', 6, { status: 'DISABLED' }),
        variant('one', 1),
      ],
    }),
    listed('variants-disabled', 8, {
      variants: [variant('off', 9, { status: 'DISABLED' })],
    }),
    listed('untracked-variants-disabled', 9, {
      isInventoryEnabled: false,
      variants: [variant('off', 9, { status: 'DISABLED' })],
    }),
    listed('untracked-variants', 10, {
      isInventoryEnabled: false,
      variants: [variant('on', 0)],
    }),
    listed('variant-falls-back', 11, {
      minimumOrderQuantity: 2,
      variants: [variant('plain', 3)],
    }),
    // Variants without their own inventory share the product's count (issue 21).
    listed('variants-shared', 12, {
      inventory: 3,
      variants: [
        variant('needs-three', 0, { inventory: null, minimumOrderQuantity: 3 }),
        variant('needs-two', 0, { inventory: null, minimumOrderQuantity: 2 }),
      ],
    }),
  ],
  variantGroups: [],
  coupons: [],
  shippingTiers: [],
  loyaltyRuleEngines: [],
  zipCodes: [],
  faqs: [],
  linkedProducts: [],
  reviews: [],
});

const KEYS = stockKeysOf(stockCatalogue().products);

/** New stock levels of some keys (set by restocking or reserving the difference). */
const changes = fc.array(
  fc.record({ key: fc.constantFrom(...KEYS), level: fc.integer({ min: 0, max: 4 }) }),
  { maxLength: 12 },
);

/** Brings a tracked key to `level` through the stock repository's own writes. */
async function setLevel(stock: StockRepository, key: string, level: number): Promise<void> {
  const [now] = await stock.available([key]);
  const available = now?.available;
  if (available == null || available === level) return;
  const lines: StockLine[] = [{ key, quantity: Math.abs(level - available) }];
  if (level > available) await stock.restock(lines);
  else await stock.reserve(lines);
}

/**
 * A page's stock levels, when storage read them with it: each is a listed product's key (its
 * own or `id:variant`) at the level `available` answers, and a page listing products gives some.
 */
async function expectPageLevels(
  stock: StockRepository,
  page: ProductListingPage<{ readonly id: string }>,
): Promise<void> {
  if (!page.levels) return;
  const ids = page.items.map((product) => product.id);
  const keys = page.levels.map((level) => level.key);
  for (const key of keys) {
    expect(
      ids.some((id) => key === id || key.startsWith(`${id}:`)),
      key,
    ).toBe(true);
  }
  expect(page.levels).toEqual(await stock.available(keys));
  if (ids.length > 0) expect(keys.length).toBeGreaterThan(0);
}

export const ALL_AGGREGATES = [
  { name: 'inStock', type: 'TERMS', field: 'IN_STOCK' },
  { name: 'brands', type: 'TERMS', field: 'VENDOR' },
  { name: 'cheapest', type: 'MIN', field: 'PRICE' },
  { name: 'avgRating', type: 'AVG', field: 'RATING' },
] as const;

/**
 * The listing's `inStock` filter and IN_STOCK aggregate: what storage answers (SQL: a condition
 * over the stock table) equals commerce-core's rule applied in JS to the live stock levels.
 */
export function listingStockConformance(harness: Harness): void {
  describe('listing by stock', () => {
    it('filters and counts in stock as commerce-core does, over random stock levels', async () => {
      const { repos } = await harness.openWith(stockCatalogue());
      const { products } = stockCatalogue();
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(changes, fc.constantFrom('vendor', 'none'), async (steps, part) => {
          for (const { key, level } of steps) await setLevel(repos.stock, key, level);
          const levels = await repos.stock.available(KEYS);
          const byKey = new Map(levels.map((level) => [level.key, level.available]));
          const live = products.map((product) => withLiveStock(product, byKey));
          const query = part === 'vendor' ? { vendor: 'even' } : {};
          const base = live.filter((p) => part === 'none' || p.vendor === 'Even');
          for (const inStock of [true, false]) {
            const expected = base.filter((p) => isProductInStock(p) === inStock).map((p) => p.id);
            const page = await repos.catalogue.productPage({ ...query, inStock }, 'DEFAULT', {
              offset: 0,
              limit: 50,
            });
            expect(page.items.map((p) => p.id)).toEqual(expected);
            expect(page.total).toBe(expected.length);
            await expectPageLevels(repos.stock, page);
            const bySlug = await repos.catalogue.productPage(
              { slug: `${expected[0] ?? 'plain'}-slug` },
              'DEFAULT',
              { offset: 0, limit: 1 },
            );
            await expectPageLevels(repos.stock, bySlug);
            for (const id of expected) seen.add(`${id}:${String(inStock)}`);
          }
          expect(await repos.catalogue.productAggregates(query, ALL_AGGREGATES)).toEqual(
            listingAggregates(base, ALL_AGGREGATES),
          );
        }),
        {
          numRuns: 60,
          // Every key at 0, then at 4: each product is seen both ways unless stock never moves it.
          examples: [
            [KEYS.map((key) => ({ key, level: 0 })), 'none'],
            [KEYS.map((key) => ({ key, level: 4 })), 'none'],
          ],
        },
      );
      // Each product was seen both in and out of stock, except those stock never changes.
      const fixed = ['untracked', 'untracked-in', 'keeps-selling', 'untracked-variants'];
      const never = ['untracked-out', 'variants-disabled', 'untracked-variants-disabled'];
      for (const { id } of products) {
        expect(seen.has(`${id}:true`), id).toBe(!never.includes(id));
        expect(seen.has(`${id}:false`), id).toBe(!fixed.includes(id));
      }
    });
  });
}
