import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockKey } from '../../src/ports/storage/stock.js';
import { anOrder } from './builders.js';
import { conformanceCatalogue, PRODUCT } from './catalogue.js';
import { concurrently, type Harness } from './harness.js';

const one = (key: string) => [{ key, quantity: 1 }];

/** The product with two variants that each have their own count (2 and 4 units). */
const SIZES = conformanceCatalogue().products.find((product) => product.id === PRODUCT.sizes)!;

/** Stock: seeding, all-or-nothing reservations under concurrency, release, commit, restock. */
export function stockConformance(harness: Harness, raceRuns: number): void {
  describe('stock', () => {
    it('is seeded from the catalogue: tracked keys with their inventory, untracked keys unlimited, unknown keys 0', async () => {
      const { repos } = await harness.open();
      const keys = [
        PRODUCT.oneLeft,
        PRODUCT.fiveLeft,
        PRODUCT.soldOut,
        PRODUCT.untracked,
        PRODUCT.keepsSelling,
        PRODUCT.sizes,
        stockKey(SIZES, 'small'),
        stockKey(SIZES, 'large'),
        'no-such-product',
      ];
      expect(await repos.stock.available(keys)).toEqual([
        { key: PRODUCT.oneLeft, available: 1 },
        { key: PRODUCT.fiveLeft, available: 5 },
        { key: PRODUCT.soldOut, available: 0 },
        { key: PRODUCT.untracked, available: null },
        { key: PRODUCT.keepsSelling, available: null },
        { key: PRODUCT.sizes, available: 50 },
        { key: 'sizes:small', available: 2 },
        { key: 'sizes:large', available: 4 },
        { key: 'no-such-product', available: 0 },
      ]);
    });

    it("holds back the store's BLOCK_INVENTORY, never below 0", async () => {
      const { repos } = await harness.open(conformanceCatalogue({ blockInventory: 2 }));
      expect(await repos.stock.available([PRODUCT.fiveLeft, PRODUCT.oneLeft])).toEqual([
        { key: PRODUCT.fiveLeft, available: 3 },
        { key: PRODUCT.oneLeft, available: 0 },
      ]);
    });

    it.each([1, 5])(
      'sells exactly K = %i units to 100 concurrent buyers of one unit, then reads 0',
      async (k) => {
        const { repos } = await harness.open();
        const key = k === 1 ? PRODUCT.oneLeft : PRODUCT.fiveLeft;
        const outcomes = await concurrently(100, () => repos.stock.reserve(one(key)));
        expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(k);
        expect(outcomes.filter((outcome) => !outcome.ok)).toHaveLength(100 - k);
        expect(outcomes.find((outcome) => !outcome.ok)).toEqual({
          ok: false,
          shortages: [{ key, requested: 1, available: 0 }],
        });
        expect(await repos.stock.available([key])).toEqual([{ key, available: 0 }]);
      },
    );

    it.each([1, 5])(
      'places exactly K = %i orders when 100 buyers race through transactions',
      async (k) => {
        const storage = await harness.open();
        const productId = k === 1 ? PRODUCT.oneLeft : PRODUCT.fiveLeft;
        const placed = await concurrently(100, (i) =>
          storage
            .transaction(async (repos) => {
              const number = await repos.counters.nextOrderNumber();
              const reserved = await repos.stock.reserve(one(productId));
              if (!reserved.ok) throw new Error('OUT_OF_STOCK');
              const { order, payments } = anOrder(i + 1, { productId });
              await repos.orders.insert({ ...order, code: `HAAT-${number}` }, payments);
              return order.id;
            })
            .then(
              (id) => id,
              () => null,
            ),
        );
        const orderIds = placed.filter((id) => id !== null);
        expect(orderIds).toHaveLength(k);
        for (const id of orderIds) expect(await storage.repos.orders.byId(id)).not.toBeNull();
        expect(await storage.repos.stock.available([productId])).toEqual([
          { key: productId, available: 0 },
        ]);
      },
    );

    it('counts two lines with the same key together', async () => {
      const { repos } = await harness.open();
      const key = PRODUCT.fiveLeft;
      expect(
        await repos.stock.reserve([
          { key, quantity: 3 },
          { key, quantity: 3 },
        ]),
      ).toEqual({
        ok: false,
        shortages: [{ key, requested: 6, available: 5 }],
      });
      expect(await repos.stock.available([key])).toEqual([{ key, available: 5 }]);
      expect(
        await repos.stock.reserve([
          { key, quantity: 2 },
          { key, quantity: 3 },
        ]),
      ).toEqual({ ok: true });
      expect(await repos.stock.available([key])).toEqual([{ key, available: 0 }]);
    });

    it('never oversells racing orders of two lines on one key', async () => {
      const { repos } = await harness.open();
      const key = PRODUCT.fiveLeft;
      const lines = [
        { key, quantity: 1 },
        { key, quantity: 1 },
      ];
      const outcomes = await concurrently(20, () => repos.stock.reserve(lines));
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2);
      expect(await repos.stock.available([key])).toEqual([{ key, available: 1 }]);
    });

    it('reserves all lines or none, listing every key that fell short in key order', async () => {
      const { repos } = await harness.open();
      const outcome = await repos.stock.reserve([
        { key: PRODUCT.soldOut, quantity: 1 },
        { key: PRODUCT.oneLeft, quantity: 1 },
        { key: 'no-such-product', quantity: 2 },
        { key: PRODUCT.fiveLeft, quantity: 2 },
      ]);
      expect(outcome).toEqual({
        ok: false,
        shortages: [
          { key: 'no-such-product', requested: 2, available: 0 },
          { key: PRODUCT.soldOut, requested: 1, available: 0 },
        ],
      });
      expect(await repos.stock.available([PRODUCT.oneLeft, PRODUCT.fiveLeft])).toEqual([
        { key: PRODUCT.oneLeft, available: 1 },
        { key: PRODUCT.fiveLeft, available: 5 },
      ]);
    });

    it('does not limit untracked keys, and reserving them changes nothing', async () => {
      const { repos } = await harness.open();
      const lines = [
        { key: PRODUCT.untracked, quantity: 1000 },
        { key: PRODUCT.keepsSelling, quantity: 1000 },
      ];
      expect(await repos.stock.reserve(lines)).toEqual({ ok: true });
      await repos.stock.release(lines);
      expect(await repos.stock.available([PRODUCT.untracked])).toEqual([
        { key: PRODUCT.untracked, available: null },
      ]);
    });

    it('keeps variants apart from each other and from their product', async () => {
      const { repos } = await harness.open();
      const small = stockKey(SIZES, 'small');
      expect(await repos.stock.reserve([{ key: small, quantity: 2 }])).toEqual({ ok: true });
      expect((await repos.stock.reserve(one(small))).ok).toBe(false);
      expect(await repos.stock.available([PRODUCT.sizes, 'sizes:large', small])).toEqual([
        { key: PRODUCT.sizes, available: 50 },
        { key: 'sizes:large', available: 4 },
        { key: small, available: 0 },
      ]);
    });

    it('releases reserved units, never below nothing reserved', async () => {
      const { repos } = await harness.open();
      const key = PRODUCT.fiveLeft;
      await repos.stock.reserve([{ key, quantity: 3 }]);
      await repos.stock.release([{ key, quantity: 2 }]);
      expect(await repos.stock.available([key])).toEqual([{ key, available: 4 }]);
      await repos.stock.release([{ key, quantity: 10 }]);
      expect(await repos.stock.available([key])).toEqual([{ key, available: 5 }]);
    });

    it('commits reserved units (they leave for good) and restocks returned ones', async () => {
      const { repos } = await harness.open();
      const key = PRODUCT.fiveLeft;
      await repos.stock.reserve([{ key, quantity: 2 }]);
      expect(await repos.stock.commit([{ key, quantity: 3 }])).toBe(false);
      expect(await repos.stock.commit([{ key, quantity: 2 }])).toBe(true);
      await repos.stock.release([{ key, quantity: 2 }]);
      expect(await repos.stock.available([key])).toEqual([{ key, available: 3 }]);
      await repos.stock.restock([{ key, quantity: 1 }]);
      expect(await repos.stock.available([key])).toEqual([{ key, available: 4 }]);
    });

    it('refuses quantities that are not whole numbers of at least 1', async () => {
      const { repos } = await harness.open();
      for (const quantity of [0, -1, 1.5, Number.NaN]) {
        await expect(repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity }])).rejects.toThrow();
      }
      expect(await repos.stock.available([PRODUCT.fiveLeft])).toEqual([
        { key: PRODUCT.fiveLeft, available: 5 },
      ]);
    });

    it('never sells more than it holds, and reads back what it sold, for any concurrent mix of orders', async () => {
      const keys = [PRODUCT.oneLeft, PRODUCT.fiveLeft, PRODUCT.tenLeft] as const;
      const initial = { [PRODUCT.oneLeft]: 1, [PRODUCT.fiveLeft]: 5, [PRODUCT.tenLeft]: 10 };
      const line = fc.record({
        key: fc.constantFrom(...keys),
        quantity: fc.integer({ min: 1, max: 4 }),
      });
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(line, { minLength: 1, maxLength: 3 }), { maxLength: 12 }),
          async (orders) => {
            const { repos } = await harness.open();
            const outcomes = await Promise.all(orders.map((lines) => repos.stock.reserve(lines)));
            const sold = new Map<string, number>();
            orders.forEach((lines, i) => {
              if (!outcomes[i]?.ok) return;
              for (const { key, quantity } of lines) sold.set(key, (sold.get(key) ?? 0) + quantity);
            });
            const levels = await repos.stock.available(keys);
            for (const { key, available } of levels) {
              expect(sold.get(key) ?? 0).toBeLessThanOrEqual(initial[key as keyof typeof initial]);
              expect(available).toBe(initial[key as keyof typeof initial] - (sold.get(key) ?? 0));
            }
          },
        ),
        { numRuns: raceRuns },
      );
    });
  });
}
