import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProductInStock } from '../../src/catalogue/in-stock.js';
import { stockKeysOf, withLiveStock } from '../../src/catalogue/live-stock.js';
import { listingAggregates } from '../../src/catalogue/product-search.js';
import type { Storage } from '../../src/ports/storage.js';
import type { CatalogueSeed } from '../../src/ports/storage/catalogue.js';
import type { StockLine } from '../../src/ports/storage/stock.js';
import { concurrently, type Harness } from './harness.js';
import { ALL_AGGREGATES, stockCatalogue } from './listing-stock.js';

type Catalogue = CatalogueSeed;
type Listed = CatalogueSeed['products'][number];

const KEYS = stockKeysOf(stockCatalogue().products);
const IDS = stockCatalogue().products.map((product) => product.id);

/** One write a shop makes: stock moved by orders and staff, or a product edited. */
type Step =
  | {
      readonly op: 'reserve' | 'release' | 'sell' | 'restock' | 'rolled back';
      readonly lines: readonly StockLine[];
    }
  | { readonly op: 'minimum'; readonly id: string; readonly minimum: number }
  | { readonly op: 'variants'; readonly id: string; readonly enabled: boolean };

const lines = fc.uniqueArray(
  fc.record({ key: fc.constantFrom(...KEYS), quantity: fc.integer({ min: 1, max: 3 }) }),
  { minLength: 1, maxLength: 3, selector: (line) => line.key },
);
const steps = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constantFrom('reserve', 'release', 'sell', 'restock', 'rolled back'),
      lines,
    }),
    fc.record({
      op: fc.constant('minimum'),
      id: fc.constantFrom(...IDS),
      minimum: fc.integer({ min: 1, max: 4 }),
    }),
    fc.record({ op: fc.constant('variants'), id: fc.constantFrom(...IDS), enabled: fc.boolean() }),
  ),
  { maxLength: 10 },
);

/** The product after a staff edit: a new minimum order quantity, or its variants switched. */
function edited(product: Listed, step: Step): Listed {
  if (step.op === 'minimum') return { ...product, minimumOrderQuantity: step.minimum };
  if (step.op !== 'variants') return product;
  const status = step.enabled ? 'ENABLED' : 'DISABLED';
  return {
    ...product,
    variants: (product.variants ?? []).map((variant) => ({ ...variant, status })),
  };
}

/** Makes one write through the storage's own ports (a failed sale or a shortage changes nothing). */
async function write(storage: Storage<Catalogue>, products: Map<string, Listed>, step: Step) {
  const { stock, catalogue } = storage.repos;
  switch (step.op) {
    case 'reserve':
      return stock.reserve(step.lines);
    case 'release':
      return stock.release(step.lines);
    case 'sell':
      return stock.commit(step.lines);
    case 'restock':
      return stock.restock(step.lines);
    case 'rolled back':
      return storage
        .transaction(async (repos) => {
          await repos.stock.reserve(step.lines);
          await repos.stock.restock(step.lines);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    default: {
      const product = products.get(step.id);
      if (!product) return undefined;
      const next = edited(product, step);
      products.set(step.id, next);
      return catalogue.updateProduct(next);
    }
  }
}

/** What the listing must answer: commerce-core's rule over the products and their live stock. */
async function expectListingAsTheRule(storage: Storage<Catalogue>, products: readonly Listed[]) {
  const { stock, catalogue } = storage.repos;
  const levels = await stock.available(KEYS);
  const byKey = new Map(levels.map((level) => [level.key, level.available]));
  const live = products.map((product) => withLiveStock(product, byKey));
  for (const inStock of [true, false]) {
    const expected = live.filter((p) => isProductInStock(p) === inStock).map((p) => p.id);
    const page = await catalogue.productPage({ inStock }, 'DEFAULT', { offset: 0, limit: 50 });
    expect(page.items.map((p) => p.id)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  }
  expect(await catalogue.productAggregates({}, ALL_AGGREGATES)).toEqual(
    listingAggregates(live, ALL_AGGREGATES),
  );
}

/**
 * The listing's in-stock answer stays commerce-core's rule through every write that moves it
 * (SQL: a column the database recounts in the writing transaction): reservations, releases,
 * sales, restocks, work rolled back, staff edits of a product's minimums and variants, and
 * orders racing for a product's last units.
 */
export function listingStockWritesConformance(harness: Harness): void {
  describe('listing by stock, through every write', () => {
    it('stays the rule after reservations, releases, sales, restocks, rollbacks and edits', async () => {
      const storage = await harness.openWith<Catalogue>(stockCatalogue());
      const products = new Map<string, Listed>(
        stockCatalogue().products.map((product) => [product.id, product]),
      );
      await fc.assert(
        fc.asyncProperty(steps, async (taken) => {
          for (const step of taken) await write(storage, products, step);
          await expectListingAsTheRule(storage, [...products.values()]);
        }),
        { numRuns: 40 },
      );
    });

    it('lets a staff edit and an open order on the same product both finish', async () => {
      const storage = await harness.openWith<Catalogue>(stockCatalogue());
      const products = new Map<string, Listed>(
        stockCatalogue().products.map((product) => [product.id, product]),
      );
      const plain = products.get('plain');
      if (!plain) throw new Error('the stock catalogue has a product "plain"');
      let letOrderFinish = (): void => undefined;
      const orderMayFinish = new Promise<void>((resolve) => (letOrderFinish = resolve));
      let orderHolds = (): void => undefined;
      const orderHoldsStock = new Promise<void>((resolve) => (orderHolds = resolve));
      // The order takes the last sellable units (a level crossing its minimum) and stays open.
      const order = storage.transaction(async (repos) => {
        const outcome = await repos.stock.reserve([{ key: 'plain', quantity: 2 }]);
        orderHolds();
        await orderMayFinish;
        return outcome;
      });
      await orderHoldsStock;
      const next = { ...plain, title: 'Plain, edited' };
      products.set('plain', next);
      const edit = storage.repos.catalogue.updateProduct(next);
      // The edit is under way (or waiting its turn) before the order commits.
      await new Promise((resolve) => setTimeout(resolve, 200));
      letOrderFinish();
      expect(await order).toEqual({ ok: true });
      expect(await edit).toMatchObject({ ok: true });
      await expectListingAsTheRule(storage, [...products.values()]);
    });

    it('stays the rule when orders race for the last units of several products at once', async () => {
      const storage = await harness.openWith<Catalogue>(stockCatalogue());
      const { products } = stockCatalogue();
      // Orders of one to three keys, keys of one product and of several, in every order.
      const orders = fc.sample(lines, { numRuns: 40, seed: 22 });
      const outcomes = await concurrently(orders.length, (index) =>
        storage.repos.stock.reserve(orders[index] ?? []),
      );
      expect(outcomes.length).toBe(orders.length);
      await expectListingAsTheRule(storage, products);
      // Units come back and leave again at once: released, restocked, sold.
      await concurrently(orders.length, async (index) => {
        const order = orders[index] ?? [];
        if (!outcomes[index]?.ok) return storage.repos.stock.restock(order);
        return index % 2 === 0
          ? storage.repos.stock.release(order)
          : storage.repos.stock.commit(order);
      });
      await expectListingAsTheRule(storage, products);
    });
  });
}
