import { generatedCatalogue, searchCandidatesAmong } from '@haat/storefront-backend/testing';
import type { SearchCandidate } from '@haat/storefront-backend';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteWithCatalogue } from '../../../../test/support/pglite-catalogue.js';
import type { Database } from '../../database.js';
import { sqlSearchCandidates } from '../search-candidates.js';

const catalogue = generatedCatalogue(2_000);

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

const keys = (found: readonly SearchCandidate[]) =>
  found.map(
    (c) => `${c.id} ${c.similarity} ${c.totalOrders} ${c.position} ${[...c.words].sort().join()}`,
  );

let database: Database;
beforeAll(async () => {
  database = await pgliteWithCatalogue(catalogue);
}, 180_000);
afterAll(() => database?.close());

describe('sqlSearchCandidates asked again after a candidate', () => {
  it('hands over the rest of one larger ask, levels and ties included, none twice', async () => {
    const find = sqlSearchCandidates((operation) => operation(database.db));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TYPED),
        fc.integer({ min: 0, max: 150 }),
        fc.integer({ min: 1, max: 200 }),
        async (typed, first, more) => {
          const head = await find(typed, first);
          const rest = await find(typed, more, head.at(-1));
          expect(keys([...head, ...rest]), `${typed.join(' ')} ${first} then ${more}`).toEqual(
            keys(
              searchCandidatesAmong(catalogue.products, catalogue.collections, typed, first + more),
            ),
          );
        },
      ),
      { numRuns: 80 },
    );
  }, 120_000);
});
