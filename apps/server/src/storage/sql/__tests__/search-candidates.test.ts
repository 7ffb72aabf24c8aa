import { STORE_ID } from '@haat/sample-shop';
import { type SearchCandidate } from '@haat/storefront-backend';
import { generatedCatalogue, searchCandidatesAmong } from '@haat/storefront-backend/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDatabase } from '../../../../test/support/pglite.js';
import { catalogueEntries } from '../../catalogue-file.js';
import type { Database } from '../../database.js';
import { createSqlStorage } from '../create-sql-storage.js';
import { replaceCatalogue } from '../replace-catalogue.js';
import { sqlSearchCandidates } from '../search-candidates.js';
import { candidateStatistics, ordersWindows, type CandidateStatistics } from '../search-windows.js';

const SIZE = 3_000;
const catalogue = generatedCatalogue(SIZE);
const { storeId: _storeId, ...parts } = catalogue;

/** Words of titles, whole and with a letter dropped (the bench's searches), and a phrase. */
const TYPED = [
  ...[
    ...new Set(catalogue.products.slice(0, 300).flatMap((p) => p.title.toLowerCase().split(/\W+/))),
  ]
    .filter((word) => word.length > 3)
    .slice(0, 12)
    .flatMap((word) => [[word], [word.slice(0, 2) + word.slice(3)]]),
  ['vitamn', 'serm'],
];

/** What the memory adapter hands over: the rule every adapter answers by. */
const expected = (typed: readonly string[], most: number, after?: SearchCandidate) =>
  searchCandidatesAmong(catalogue.products, catalogue.collections, typed, most, after);

const keys = (found: readonly SearchCandidate[]) =>
  found.map(
    (c) =>
      `${c.id} ${c.similarity} ${c.totalOrders} ${c.position} ${[...c.words].sort().join(',')}`,
  );

let database: Database;
beforeAll(async () => {
  database = await freshPgliteDatabase();
  // A load ends with ANALYZE: the statistics the windows are sized by.
  await replaceCatalogue(database, catalogueEntries(parts));
}, 180_000);
afterAll(() => database?.close());

describe('ordersWindows', () => {
  const uniform: CandidateStatistics = {
    rows: 100_000,
    wordShare: new Map([
      ['serum', 0.6],
      ['hyaluronic', 0.08],
      ['kumkumadi', 0.0001],
    ]),
    leastWordShare: 0.0001,
    commonOrders: [],
    orderBounds: Array.from({ length: 101 }, (_, i) => i * 100),
  };

  it('sizes the first window for twice the wanted holders, then four times the ranks each', () => {
    const bounds = ordersWindows(uniform, ['hyaluronic'], 30);
    // 750 ranks of 100,000 spread evenly over 0–10,000 orders: 9,925 and more.
    expect(bounds[0]).toBeGreaterThanOrEqual(9_920);
    expect(bounds[0]).toBeLessThanOrEqual(9_926);
    expect(bounds).toEqual([...bounds].sort((a, b) => b - a));
    expect(new Set(bounds).size).toBe(bounds.length);
    // Asked again below 9,000 orders: the windows start there.
    expect(ordersWindows(uniform, ['hyaluronic'], 90, 9_000)[0]).toBeLessThan(9_000);
  });

  it('leaves a word most products hold, a rare word and no statistics to one walk', () => {
    expect(ordersWindows(uniform, ['serum'], 30)).toEqual([]);
    expect(ordersWindows(uniform, ['kumkumadi'], 30)).toEqual([]);
    expect(ordersWindows(null, ['hyaluronic'], 30)).toEqual([]);
  });
});

describe('sqlSearchCandidates', () => {
  it('reads the statistics a catalogue load leaves', async () => {
    const statistics = await candidateStatistics(database.db);
    expect(statistics?.rows).toBeGreaterThan(SIZE / 2);
    expect(statistics?.wordShare.size).toBeGreaterThan(10);
    // Some of the searches below are cut into windows by them.
    expect(TYPED.some((typed) => ordersWindows(statistics, typed, 30).length > 0)).toBe(true);
  });

  it('hands over what the memory adapter does, in windows or not, asked once or again', async () => {
    const storage = await createSqlStorage(database, {
      seed: { ...catalogue, storeId: STORE_ID },
    });
    for (const typed of TYPED) {
      for (const most of [30, 120, 500]) {
        const found = await storage.repos.catalogue.searchCandidates(typed, most);
        expect(keys(found), `${typed.join(' ')} ${most}`).toEqual(keys(expected(typed, most)));
      }
      const head = await storage.repos.catalogue.searchCandidates(typed, 30);
      const rest = await storage.repos.catalogue.searchCandidates(typed, 90, head.at(-1));
      expect(keys([...head, ...rest]), `${typed.join(' ')} again`).toEqual(
        keys(expected(typed, 120)),
      );
    }
  }, 120_000);

  it('answers the same whatever the statistics say (they size windows, never the answer)', async () => {
    const words = [...new Set(TYPED.flat())];
    const statistics = fc.record({
      rows: fc.integer({ min: 1, max: 200_000 }),
      shares: fc.array(fc.double({ min: 0.0001, max: 1, noNaN: true }), {
        minLength: words.length,
        maxLength: words.length,
      }),
      leastWordShare: fc.double({ min: 0.0001, max: 1, noNaN: true }),
      commonOrders: fc.array(
        fc.record({
          value: fc.integer({ min: 0, max: 10_000 }),
          share: fc.double({ min: 0, max: 0.1, noNaN: true }),
        }),
        { maxLength: 5 },
      ),
      orderBounds: fc
        .array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 30 })
        .map((bounds) => bounds.sort((a, b) => a - b)),
    });
    await fc.assert(
      fc.asyncProperty(
        statistics,
        fc.constantFrom(...TYPED),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 60 }),
        async ({ shares, ...figures }, typed, most, first) => {
          const find = sqlSearchCandidates(
            (operation) => operation(database.db),
            () =>
              Promise.resolve({
                ...figures,
                wordShare: new Map(words.map((word, at) => [word, shares[at] ?? 0.5])),
              }),
          );
          const head = await find(typed, first);
          const rest = await find(typed, most, head.at(-1));
          expect(keys([...head, ...rest])).toEqual(keys(expected(typed, first + most)));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
