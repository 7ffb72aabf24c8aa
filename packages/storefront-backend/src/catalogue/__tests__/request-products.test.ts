import { sampleShop } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { stockKey } from '../../ports/storage/stock.js';
import { testBackend, testContext } from '../../testing/test-backend.js';
import {
  requestEssentials,
  requestProductById,
  requestProducts,
  requestStoredProducts,
} from '../request-products.js';

describe('requestProducts', () => {
  it('reads the stock of the products asked for only, in one storage call a tick, with live levels', async () => {
    const { deps, storage } = testBackend();
    const asked: string[][] = [];
    const { available } = storage.repos.stock;
    const context = testContext({
      ...deps,
      storage: {
        ...storage,
        repos: {
          ...storage.repos,
          stock: {
            ...storage.repos.stock,
            available: (keys) => {
              asked.push([...keys]);
              return available(keys);
            },
          },
        },
      },
    });
    const [firstId, secondId] = sampleShop.products
      .filter((p) => p.variants.length > 0)
      .map((p) => p.id);
    if (!firstId || !secondId) throw new Error('the sample shop has products with variants');
    const [first, second] = await requestStoredProducts(context, [firstId, secondId]);
    if (!first || !second) throw new Error('both products are stored');
    const variant = first.variants[0];
    if (!variant) throw new Error('a variant');
    await storage.repos.stock.reserve([{ key: stockKey(first, variant.id), quantity: 1 }]);
    const [level] = await available([stockKey(first, variant.id)]);

    const [[one], [two]] = await Promise.all([
      requestProducts(context, [first]),
      requestProducts(context, [second]),
    ]);

    expect(asked).toHaveLength(1);
    expect(new Set(asked[0])).toEqual(
      new Set([first, second].flatMap((p) => [p.id, ...p.variants.map((v) => stockKey(p, v.id))])),
    );
    expect(level?.available).not.toBe(variant.inventory); // one unit reserved since the seed
    expect(one?.variants.find((v) => v.id === variant.id)?.inventory).toBe(level?.available);
    expect(two?.id).toBe(second.id);
    // The stored product is left alone, and read once per request.
    expect((await requestStoredProducts(context, [first.id]))[0]).toBe(first);
    expect(first.variants.find((v) => v.id === variant.id)?.inventory).toBe(variant.inventory);
  });

  it('reads the essentials only for a request that asks for them, once', async () => {
    const { deps, storage } = testBackend();
    let reads = 0;
    const { store } = storage.repos.catalogue;
    const context = testContext({
      ...deps,
      storage: {
        ...storage,
        repos: {
          ...storage.repos,
          catalogue: {
            ...storage.repos.catalogue,
            store: () => {
              reads += 1;
              return store();
            },
          },
        },
      },
    });
    const [product] = sampleShop.products;
    expect((await requestProductById(context, product?.id ?? ''))?.id).toBe(product?.id);
    // A product page's read alone starts none (one that failed would be nobody's to catch).
    expect(reads).toBe(0);
    const [first, again] = await Promise.all([
      requestEssentials(context),
      requestEssentials(context),
    ]);
    expect(first).toBe(again);
    expect(reads).toBe(1);
  });
});
