import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../memory/index.js';
import { stockKey } from '../../ports/storage/stock.js';
import { catalogueSnapshot, liveStock } from '../snapshot.js';

const tracked = sampleShop.products.find(
  (p) => p.isInventoryEnabled && !p.continueSellingOutOfStock && p.variants.length === 0,
);

describe('catalogueSnapshot', () => {
  it('reads stock as storage holds it now, so reserved units are no longer sellable', async () => {
    if (!tracked) throw new Error('the sample shop has a tracked product without variants');
    const storage = createMemoryStorage({ seed: { storeId: STORE_ID, ...sampleShop } });
    const available = async () => {
      const catalogue = await catalogueSnapshot(storage.repos, [tracked.id]);
      const product = catalogue.products.find((p) => p.id === tracked.id);
      if (!product) throw new Error('product missing from the snapshot');
      return liveStock(catalogue, product).available;
    };
    const before = await available();
    expect(before).toBeGreaterThan(2);
    await storage.repos.stock.reserve([{ key: stockKey(tracked, null), quantity: 2 }]);
    expect(await available()).toBe(before - 2);
  });

  it('holds only the products asked for, with their live stock, and the rest of the catalogue', async () => {
    if (!tracked) throw new Error('the sample shop has a tracked product without variants');
    const storage = createMemoryStorage({ seed: { storeId: STORE_ID, ...sampleShop } });
    await storage.repos.stock.reserve([{ key: stockKey(tracked, null), quantity: 1 }]);
    const whole = await catalogueSnapshot(
      storage.repos,
      sampleShop.products.map((p) => p.id),
    );
    const ordered = await catalogueSnapshot(storage.repos, [tracked.id, 'no-such-product']);
    expect(ordered.products.map((p) => p.id)).toEqual([tracked.id]);
    expect(ordered.products[0]).toEqual(whole.products.find((p) => p.id === tracked.id));
    expect(ordered.coupons).toEqual(whole.coupons);
    expect(ordered.settings).toEqual(whole.settings);
  });
});
