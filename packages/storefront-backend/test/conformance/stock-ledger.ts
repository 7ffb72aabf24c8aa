import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Repositories } from '../../src/ports/storage.js';
import type { StockAdjustment } from '../../src/ports/storage/stock-ledger.js';
import { NOW, uuid } from './builders.js';
import { conformanceCatalogue, PRODUCT, type ConformanceCatalogue } from './catalogue.js';
import { concurrently, type Harness } from './harness.js';

const STAFF = { kind: 'staff' as const, id: 'staff-1' };

let next = 0;
/** An adjustment of `key` by `delta` (a fresh id; `at` NOW + n unless given). */
const change = (key: string, delta: number, more: Partial<StockAdjustment> = {}) => {
  next += 1;
  return {
    id: uuid(900_000 + next),
    key,
    delta,
    reason: delta > 0 ? ('RECEIVED' as const) : ('DAMAGED' as const),
    orderId: null,
    note: null,
    actor: STAFF,
    at: NOW + next,
    ...more,
  };
};

/** The conformance catalogue with titles and SKUs on the sized product and its variants. */
function titledCatalogue(): ConformanceCatalogue {
  const seed = conformanceCatalogue();
  return {
    ...seed,
    products: seed.products.map((product) =>
      product.id === PRODUCT.sizes
        ? {
            ...product,
            title: 'Sized Serum',
            sku: 'SER-100',
            variants: [
              { id: 'small', inventory: 2, title: '15 ml', sku: 'SER-15' },
              { id: 'large', inventory: 4, title: '50 ml', sku: 'SER-50' },
            ],
          }
        : product,
    ),
  };
}

/** A key's on-hand units as the levels list reads them. */
async function onHandOf(repos: Repositories, key: string): Promise<number> {
  const page = await repos.stockLedger.levels({ search: key }, { limit: 200, after: null });
  const level = page.items.find((item) => item.key === key);
  if (!level) throw new Error(`No level for ${key}`);
  return level.onHand;
}

/** Every entry of a key, newest first. */
async function allEntries(repos: Repositories, key: string) {
  return (await repos.stockLedger.entries(key, { limit: 200, after: null })).items;
}

/** The stock ledger: adjustments never below what orders hold, entries, levels, races. */
export function stockLedgerConformance(harness: Harness): void {
  describe('stock ledger', () => {
    it('adds and takes units with an entry each, never below the units orders hold', async () => {
      const { repos } = await harness.open();
      const received = change(PRODUCT.fiveLeft, 7, { note: 'PO 118' });
      const made = await repos.stockLedger.adjust(received);
      expect(made).toMatchObject({
        status: 'adjusted',
        level: { key: PRODUCT.fiveLeft, onHand: 12, reserved: 0 },
      });
      expect(made.status === 'adjusted' && made.entry).toEqual({ ...received, onHandAfter: 12 });
      expect(await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 3 }])).toEqual({
        ok: true,
      });
      const tooMany = change(PRODUCT.fiveLeft, -10);
      expect(await repos.stockLedger.adjust(tooMany)).toMatchObject({
        status: 'below-reserved',
        level: { onHand: 12, reserved: 3, tracked: true },
      });
      const damaged = change(PRODUCT.fiveLeft, -9);
      expect(await repos.stockLedger.adjust(damaged)).toMatchObject({
        status: 'adjusted',
        level: { onHand: 3, reserved: 3 },
      });
      expect(await repos.stock.available([PRODUCT.fiveLeft])).toEqual([
        { key: PRODUCT.fiveLeft, available: 0 },
      ]);
      expect(await repos.stockLedger.adjust(change('no-such-key', 1))).toEqual({
        status: 'unknown-key',
      });
      expect(await repos.stockLedger.adjust(change(PRODUCT.untracked, 4))).toMatchObject({
        status: 'untracked',
        level: { key: PRODUCT.untracked, tracked: false },
      });
      const page = await repos.stockLedger.entries(PRODUCT.fiveLeft, { limit: 10, after: null });
      expect(page).toEqual({
        items: [
          { ...damaged, onHandAfter: 3 },
          { ...received, onHandAfter: 12 },
        ],
        next: null,
        total: 2,
      });
      expect(
        (await repos.stockLedger.entries(PRODUCT.untracked, { limit: 5, after: null })).total,
      ).toBe(0);
    });

    it('counts set units on hand with an entry of the difference, never below what orders hold', async () => {
      const { repos } = await harness.open();
      const counted = (key: string, onHand: number) => {
        const { delta: _delta, ...rest } = change(key, 1, { reason: 'CORRECTION', note: 'shelf' });
        return { ...rest, onHand };
      };
      const first = counted(PRODUCT.fiveLeft, 8);
      const made = await repos.stockLedger.count(first);
      expect(made).toMatchObject({
        status: 'counted',
        before: { key: PRODUCT.fiveLeft, onHand: 5 },
        level: { key: PRODUCT.fiveLeft, onHand: 8 },
      });
      const { onHand: _onHand, ...entry } = first;
      expect(made.status === 'counted' && made.entry).toEqual({
        ...entry,
        delta: 3,
        onHandAfter: 8,
      });
      expect(await repos.stockLedger.count(counted(PRODUCT.fiveLeft, 8))).toMatchObject({
        status: 'counted',
        before: { onHand: 8 },
        level: { onHand: 8 },
        entry: null,
      });
      await repos.stock.reserve([{ key: PRODUCT.fiveLeft, quantity: 3 }]);
      expect(await repos.stockLedger.count(counted(PRODUCT.fiveLeft, 2))).toMatchObject({
        status: 'below-reserved',
        level: { onHand: 8, reserved: 3 },
      });
      expect(await repos.stockLedger.count(counted(PRODUCT.fiveLeft, 3))).toMatchObject({
        status: 'counted',
        level: { onHand: 3, reserved: 3 },
        entry: { delta: -5, onHandAfter: 3 },
      });
      expect(await repos.stockLedger.count(counted('no-such-key', 1))).toEqual({
        status: 'unknown-key',
      });
      expect(await repos.stockLedger.count(counted(PRODUCT.untracked, 4))).toMatchObject({
        status: 'untracked',
        level: { tracked: false },
      });
      expect((await allEntries(repos, PRODUCT.fiveLeft)).map((e) => e.delta)).toEqual([-5, 3]);
    });

    it('a count racing adjustments of its key ends at the count plus the adjustments after it', async () => {
      const storage = await harness.open();
      const outcomes = await concurrently(6, (i) =>
        storage.transaction(async (repos) => {
          if (i !== 0) return repos.stockLedger.adjust(change(PRODUCT.tenLeft, 2));
          const { delta: _delta, ...rest } = change(PRODUCT.tenLeft, 1, { reason: 'CORRECTION' });
          return repos.stockLedger.count({ ...rest, onHand: 30 });
        }),
      );
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([
        'adjusted',
        'adjusted',
        'adjusted',
        'adjusted',
        'adjusted',
        'counted',
      ]);
      const entries = await allEntries(storage.repos, PRODUCT.tenLeft);
      const onHand = await onHandOf(storage.repos, PRODUCT.tenLeft);
      expect(onHand).toBe(entries.reduce((level, entry) => level + entry.delta, 10));
      expect(entries.find((entry) => entry.reason === 'CORRECTION')?.onHandAfter).toBe(30);
      expect(onHand).toBeGreaterThanOrEqual(30);
      expect((onHand - 30) % 2).toBe(0);
    });

    it('records the entries of stock writes made in the same transaction (tracked keys only)', async () => {
      const storage = await harness.open();
      await storage.transaction(async (repos) => {
        await repos.stock.restock([
          { key: PRODUCT.tenLeft, quantity: 2 },
          { key: PRODUCT.untracked, quantity: 1 },
        ]);
        await repos.stockLedger.record([
          change(PRODUCT.tenLeft, 2, { reason: 'RTO_RESTOCK', orderId: 'order-1' }),
          change(PRODUCT.untracked, 1, { reason: 'RTO_RESTOCK', orderId: 'order-1' }),
        ]);
      });
      expect(await allEntries(storage.repos, PRODUCT.tenLeft)).toMatchObject([
        { delta: 2, onHandAfter: 12, reason: 'RTO_RESTOCK', orderId: 'order-1' },
      ]);
      expect(await allEntries(storage.repos, PRODUCT.untracked)).toEqual([]);
    });

    it('an adjustment rolled back with its transaction leaves no level change and no entry', async () => {
      const storage = await harness.open();
      await expect(
        storage.transaction(async (repos) => {
          await repos.stockLedger.adjust(change(PRODUCT.tenLeft, 5));
          throw new Error('refused later');
        }),
      ).rejects.toThrow('refused later');
      expect(await onHandOf(storage.repos, PRODUCT.tenLeft)).toBe(10);
      expect(await allEntries(storage.repos, PRODUCT.tenLeft)).toEqual([]);
    });

    it('lists levels by key with titles, searches key, title and SKU, keeps the low ones, and pages', async () => {
      const { repos } = await harness.open(titledCatalogue());
      const all = await repos.stockLedger.levels({}, { limit: 200, after: null });
      expect(all.items.map((level) => level.key)).toEqual(
        [...all.items.map((level) => level.key)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      expect(all.items.find((level) => level.key === 'sizes:small')).toEqual({
        key: 'sizes:small',
        productId: PRODUCT.sizes,
        variantId: 'small',
        productTitle: 'Sized Serum',
        variantTitle: '15 ml',
        tracked: true,
        onHand: 2,
        reserved: 0,
        held: 0,
      });
      const keysOf = async (search: string) =>
        (await repos.stockLedger.levels({ search }, { limit: 50, after: null })).items.map(
          (level) => level.key,
        );
      expect(await keysOf('sized serum')).toEqual(['sizes', 'sizes:large', 'sizes:small']);
      expect(await keysOf('ser-50')).toEqual(['sizes:large']);
      expect(await keysOf('15 ML')).toEqual(['sizes:small']);
      expect(await keysOf('FIVE-LEFT')).toEqual([PRODUCT.fiveLeft]);
      expect(await keysOf('50%')).toEqual([]);
      const low = await repos.stockLedger.levels(
        { availableAtMost: 2 },
        { limit: 50, after: null },
      );
      expect(low.items.map((level) => level.key)).toEqual([
        PRODUCT.oneLeft,
        'sizes:small',
        PRODUCT.soldOut,
      ]);
      expect(low.total).toBe(3);
      const first = await repos.stockLedger.levels({}, { limit: 4, after: null });
      const second = await repos.stockLedger.levels({}, { limit: 4, after: first.next });
      expect(first.total).toBe(all.total);
      expect([...first.items, ...second.items]).toEqual(all.items.slice(0, 8));
    });

    it('counts every one of concurrent adjustments of one key (no lost update)', async () => {
      const storage = await harness.open();
      const outcomes = await concurrently(20, (i) =>
        storage.transaction((repos) =>
          repos.stockLedger.adjust(change(PRODUCT.tenLeft, 2, { id: uuid(800_000 + i) })),
        ),
      );
      expect(outcomes.every((outcome) => outcome.status === 'adjusted')).toBe(true);
      expect(await onHandOf(storage.repos, PRODUCT.tenLeft)).toBe(50);
      const after = (await allEntries(storage.repos, PRODUCT.tenLeft)).map((e) => e.onHandAfter);
      expect(after.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 12 + 2 * i));
    });

    it('of concurrent takes, exactly those the reserved units leave room for succeed', async () => {
      const storage = await harness.open();
      await storage.repos.stock.reserve([{ key: PRODUCT.tenLeft, quantity: 4 }]);
      const outcomes = await concurrently(10, () =>
        storage.repos.stockLedger.adjust(change(PRODUCT.tenLeft, -1)),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'adjusted')).toHaveLength(6);
      expect(outcomes.filter((outcome) => outcome.status === 'below-reserved')).toHaveLength(4);
      expect(await onHandOf(storage.repos, PRODUCT.tenLeft)).toBe(4);
    });

    it('keeps the ledger summing to the change of on-hand units over any adjustments and orders', async () => {
      const storage = await harness.open();
      const keys = [PRODUCT.fiveLeft, 'sizes:small'] as const;
      const step = fc.record({
        key: fc.constantFrom(...keys),
        kind: fc.constantFrom('adjust', 'reserve', 'release'),
        amount: fc.integer({ min: -6, max: 6 }).filter((n) => n !== 0),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (steps) => {
          const start = new Map<string, number>();
          const seen = new Map<string, number>();
          for (const key of keys) {
            start.set(key, await onHandOf(storage.repos, key));
            seen.set(
              key,
              (await storage.repos.stockLedger.entries(key, { limit: 1, after: null })).total,
            );
          }
          for (const { key, kind, amount } of steps) {
            const quantity = Math.abs(amount);
            if (kind === 'adjust') await storage.repos.stockLedger.adjust(change(key, amount));
            else if (kind === 'reserve') await storage.repos.stock.reserve([{ key, quantity }]);
            else await storage.repos.stock.release([{ key, quantity }]);
          }
          for (const key of keys) {
            const entries = (await allEntries(storage.repos, key)).slice(
              0,
              (await storage.repos.stockLedger.entries(key, { limit: 1, after: null })).total -
                (seen.get(key) ?? 0),
            );
            const onHand = await onHandOf(storage.repos, key);
            const sum = entries.reduce((total, entry) => total + entry.delta, 0);
            expect(sum).toBe(onHand - (start.get(key) ?? 0));
            // Oldest first, each entry's units after are the one before's plus its change.
            let level = start.get(key) ?? 0;
            for (const entry of [...entries].reverse()) {
              level += entry.delta;
              expect(entry.onHandAfter).toBe(level);
            }
            const [available] = await storage.repos.stock.available([key]);
            expect(available?.available).toBeGreaterThanOrEqual(0);
          }
        }),
        { numRuns: 20 },
      );
    });
  });
}
