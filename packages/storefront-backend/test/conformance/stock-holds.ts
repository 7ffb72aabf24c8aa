import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT } from './catalogue.js';
import { concurrently, type Harness } from './harness.js';

const unpaid = { unpaid: true } as const;
const units = (key: string, quantity = 1) => [{ key, quantity }];

/**
 * The unpaid share of stock: unpaid orders together hold at most half (rounded up) of the units
 * not promised to paying orders, in storage, under concurrency; paying frees the share.
 */
export function stockHoldsConformance(harness: Harness, raceRuns: number): void {
  describe('stock held by unpaid orders', () => {
    it('lets unpaid orders take half of a key, rounded up, and paying orders the rest', async () => {
      const { repos } = await harness.open();
      const key = PRODUCT.tenLeft;
      for (let i = 0; i < 5; i += 1) {
        expect(await repos.stock.reserve(units(key), unpaid)).toEqual({ ok: true });
      }
      expect(await repos.stock.reserve(units(key), unpaid)).toEqual({
        ok: false,
        shortages: [{ key, requested: 1, available: 5, heldForPayment: true }],
      });
      expect(await repos.stock.reserve(units(key, 5))).toEqual({ ok: true });
      expect(await repos.stock.available([key])).toEqual([{ key, available: 0 }]);
      expect(await repos.stock.reserve(units(key), unpaid)).toEqual({
        ok: false,
        shortages: [{ key, requested: 1, available: 0 }],
      });
    });

    it('lets an unpaid order take the last unit when nobody holds it', async () => {
      const { repos } = await harness.open();
      expect(await repos.stock.reserve(units(PRODUCT.oneLeft), unpaid)).toEqual({ ok: true });
      expect(await repos.stock.reserve(units(PRODUCT.untracked, 500), unpaid)).toEqual({
        ok: true,
      });
    });

    it('frees the share when an unpaid order pays or gives its units back', async () => {
      const { repos } = await harness.open();
      const key = PRODUCT.tenLeft;
      expect(await repos.stock.reserve(units(key, 5), unpaid)).toEqual({ ok: true });
      await repos.stock.settle(units(key, 5));
      // 5 sold to a paying order: of the 5 left, unpaid orders may hold 3.
      expect(await repos.stock.reserve(units(key, 3), unpaid)).toEqual({ ok: true });
      expect((await repos.stock.reserve(units(key), unpaid)).ok).toBe(false);
      await repos.stock.release(units(key, 3), unpaid);
      expect(await repos.stock.reserve(units(key, 3), unpaid)).toEqual({ ok: true });
      // The paying order gives its 5 back: unpaid orders (3 held) may hold 5 of the 10 now.
      await repos.stock.release(units(key, 5));
      expect(await repos.stock.available([key])).toEqual([{ key, available: 7 }]);
      expect(await repos.stock.reserve(units(key, 2), unpaid)).toEqual({ ok: true });
      expect((await repos.stock.reserve(units(key), unpaid)).ok).toBe(false);
    });

    it('never lets concurrent unpaid orders hold more than their share', async () => {
      const { repos } = await harness.open();
      const key = PRODUCT.tenLeft;
      const holds = await concurrently(30, () => repos.stock.reserve(units(key), unpaid));
      expect(holds.filter((outcome) => outcome.ok)).toHaveLength(5);
      const paid = await concurrently(30, () => repos.stock.reserve(units(key)));
      expect(paid.filter((outcome) => outcome.ok)).toHaveLength(5);
      expect(await repos.stock.available([key])).toEqual([{ key, available: 0 }]);
    });

    it('holds at most half for unpaid orders and never oversells, for any concurrent mix', async () => {
      const key = PRODUCT.tenLeft;
      const order = fc.record({
        quantity: fc.integer({ min: 1, max: 3 }),
        unpaid: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(order, { maxLength: 12 }), async (orders) => {
          const { repos } = await harness.open();
          const outcomes = await Promise.all(
            orders.map((o) => repos.stock.reserve(units(key, o.quantity), { unpaid: o.unpaid })),
          );
          let held = 0;
          let sold = 0;
          orders.forEach((o, i) => {
            if (!outcomes[i]?.ok) return;
            sold += o.quantity;
            if (o.unpaid) held += o.quantity;
          });
          expect(held).toBeLessThanOrEqual(5);
          expect(sold).toBeLessThanOrEqual(10);
          expect(await repos.stock.available([key])).toEqual([{ key, available: 10 - sold }]);
        }),
        // Each run seeds a storage: as many as the adapter's race runs, at most 10.
        { numRuns: Math.min(10, raceRuns) },
      );
    });
  });
}
