import { describe, expect, it } from 'vitest';
import { heldStockLines, stockLinesOf } from '../../src/inventory/stock-lines.js';
import { stockKey } from '../../src/ports/storage/stock.js';
import { anOrder } from './builders.js';
import { conformanceCatalogue } from './catalogue.js';
import { concurrently, type Harness } from './harness.js';

/** Three variants without their own count, sharing the product's 10 units (issue 21). */
const SHARED = {
  id: 'shared-ten',
  slug: 'shared-ten-slug',
  title: 'Shared ten',
  isInventoryEnabled: true,
  continueSellingOutOfStock: false,
  inventory: 10,
  variants: [{ id: 'small' }, { id: 'medium' }, { id: 'large' }],
};

/** One variant with its own 3 units beside two that share the product's 5. */
const MIXED = {
  ...SHARED,
  id: 'mixed',
  slug: 'mixed-slug',
  title: 'Mixed',
  inventory: 5,
  variants: [{ id: 'own', inventory: 3 }, { id: 'a' }, { id: 'b' }],
};

const withSharedStock = () => {
  const base = conformanceCatalogue();
  return { ...base, products: [...base.products, SHARED, MIXED] };
};

const VARIANTS = ['small', 'medium', 'large'];

/**
 * Variants without their own inventory draw on one stock key, the product's: seeded once with
 * the product's count, and sold exactly that many times between them under concurrency.
 */
export function sharedStockConformance(harness: Harness): void {
  describe('stock shared by variants without their own count', () => {
    it("seeds one key for them, the product's, holding its count once", async () => {
      const { repos } = await harness.openWith(withSharedStock());
      const keys = VARIANTS.map((variantId) => stockKey(SHARED, variantId));
      expect(new Set(keys)).toEqual(new Set([SHARED.id]));
      expect(await repos.stock.available([SHARED.id, `${SHARED.id}:small`])).toEqual([
        { key: SHARED.id, available: 10 },
        { key: `${SHARED.id}:small`, available: 0 },
      ]);
      expect(await repos.stock.available([MIXED.id, stockKey(MIXED, 'own')])).toEqual([
        { key: MIXED.id, available: 5 },
        { key: 'mixed:own', available: 3 },
      ]);
    });

    it('sells exactly 10 units of a three-variant product with one shared count of 10, not 30, to 30 concurrent orders', async () => {
      const storage = await harness.openWith(withSharedStock());
      const placed = await concurrently(30, (i) =>
        storage
          .transaction(async (repos) => {
            const variantId = VARIANTS[i % VARIANTS.length];
            const reserved = await repos.stock.reserve(
              stockLinesOf([{ product: SHARED, variantId, quantity: 1 }]),
            );
            if (!reserved.ok) throw new Error('OUT_OF_STOCK');
            const { order, payments } = anOrder(i + 1, { productId: SHARED.id });
            await repos.orders.insert(order, payments);
            return variantId;
          })
          .then(
            (variantId) => variantId,
            () => null,
          ),
      );
      expect(placed.filter((sold) => sold !== null)).toHaveLength(10);
      expect(await storage.repos.stock.available([SHARED.id])).toEqual([
        { key: SHARED.id, available: 0 },
      ]);
    });

    it('keeps a variant with its own count apart from those sharing the product’s', async () => {
      const { repos } = await harness.openWith(withSharedStock());
      const buy = (variantId: string, quantity: number) =>
        repos.stock.reserve(stockLinesOf([{ product: MIXED, variantId, quantity }]));
      expect(await buy('a', 3)).toEqual({ ok: true });
      expect(await buy('b', 3)).toEqual({
        ok: false,
        shortages: [{ key: MIXED.id, requested: 3, available: 2 }],
      });
      expect(await buy('own', 3)).toEqual({ ok: true });
      expect(await buy('b', 2)).toEqual({ ok: true });
      expect(await repos.stock.available([MIXED.id, 'mixed:own'])).toEqual([
        { key: MIXED.id, available: 0 },
        { key: 'mixed:own', available: 0 },
      ]);
    });

    it('gives units back to the key they were taken from', async () => {
      const { repos } = await harness.openWith(withSharedStock());
      const lines = [
        { productId: SHARED.id, variantId: 'small', quantity: 2 },
        { productId: SHARED.id, variantId: 'large', quantity: 3 },
        { productId: MIXED.id, variantId: 'own', quantity: 1 },
      ];
      const held = await heldStockLines(repos.catalogue, lines);
      expect(held).toEqual([
        { key: SHARED.id, quantity: 5 },
        { key: 'mixed:own', quantity: 1 },
      ]);
      expect(await repos.stock.reserve(held)).toEqual({ ok: true });
      await repos.stock.release(held);
      expect(await repos.stock.available([SHARED.id, 'mixed:own'])).toEqual([
        { key: SHARED.id, available: 10 },
        { key: 'mixed:own', available: 3 },
      ]);
    });
  });
}
