import { describe, expect, it } from 'vitest';
import { stockKey } from '../../ports/storage/stock.js';
import { testBackend, testContext } from '../../testing/test-backend.js';
import { productById } from '../lookup.js';
import { requestProducts, requestStoredCatalogue } from '../request-products.js';

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
    const catalogue = await requestStoredCatalogue(context);
    const [first, second] = catalogue.products.filter((p) => p.variants.length > 0);
    if (!first || !second) throw new Error('the sample shop has products with variants');
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
    expect(productById(catalogue, first.id)).toBe(first); // the stored catalogue is left alone
  });
});
