import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { describe, expect, it } from 'vitest';
import type { ShopCatalogue } from '../../src/deps.js';
import type { Storage } from '../../src/ports/storage.js';
import { rankSearchCandidates, type FindCandidates } from '../../src/search/rank-search.js';
import { rankCandidates } from '../../src/search/search-service.js';
import { words } from '../../src/search/similarity.js';
import { type Harness } from './harness.js';

const shop: ShopCatalogue = { storeId: STORE_ID, ...sampleShop };

type Shop = Storage<ShopCatalogue>;

/** The search service's default threshold and a page holding every hit of the sample shop. */
const THRESHOLD = 0.65;
const ALL_HITS = 100;

/**
 * Ranked hits of a query over the storage's candidates, as the search service ranks them
 * (`rankSearchCandidates`: a page and a few candidates first, documents read only as needed).
 */
async function search({ repos }: Shop, query: string, limit = ALL_HITS) {
  const find: FindCandidates = (most, after) =>
    repos.catalogue.searchCandidates(words(query), most, after);
  const read = (ids: readonly string[]) => repos.catalogue.productsByIds(ids);
  const collections = await repos.catalogue.collections();
  return rankSearchCandidates(find, read, collections, query, THRESHOLD, limit);
}

/** The same ranking over every product: what the candidates must not lose. */
async function searchEverything({ repos }: Shop, query: string, limit = ALL_HITS) {
  const collections = await repos.catalogue.collections();
  return rankCandidates(shop.products, collections, query, THRESHOLD, limit);
}

/** Search candidates over the sample shop: found by the typed words, ranked by the backend. */
export function searchConformance(harness: Harness): void {
  describe('search candidates', () => {
    it("finds the serums for 'serm' and 'serum', no hair oil, and nothing for nonsense", async () => {
      const storage = await harness.openWith(shop);
      const serums = shop.products
        .filter((p) => p.status === 'ENABLED' && words(p.title).includes('serum'))
        .map((p) => p.id)
        .sort();
      expect(serums.length).toBeGreaterThan(3);
      for (const query of ['serm', 'serum']) {
        const hits = await search(storage, query);
        expect(hits.map((hit) => hit.id).sort()).toEqual(serums);
        expect(hits.filter((hit) => !hit.title.includes('Serum'))).toEqual([]);
      }
      expect((await search(storage, 'vitamn serm'))[0]?.id).toBe('prd-vitamin-c-brightening-serum');
      expect(await search(storage, 'xqzvbk')).toEqual([]);
    });

    it('offers enabled products only: a disabled one never takes a candidate’s place', async () => {
      const disabled = 'prd-vitamin-c-brightening-serum';
      const storage = await harness.openWith({
        ...shop,
        products: shop.products.map((p) => (p.id === disabled ? { ...p, status: 'DISABLED' } : p)),
      });
      const candidates = await storage.repos.catalogue.searchCandidates(['vitamin', 'serum'], 500);
      expect(candidates.length).toBeGreaterThan(0);
      expect(candidates.map((p) => p.id)).not.toContain(disabled);
      const documents = await storage.repos.catalogue.productsByIds(candidates.map((p) => p.id));
      expect(documents.filter((p) => p?.status !== 'ENABLED')).toEqual([]);
    });

    it('loses nothing the ranking accepts: title words, typed whole or with a letter dropped', async () => {
      const storage = await harness.openWith(shop);
      const titleWords = [...new Set(shop.products.flatMap((p) => words(p.title)))];
      const queries = titleWords
        .filter((word) => word.length > 2)
        .flatMap((word) => [word, word.slice(0, 2) + word.slice(3)]);
      const lost: string[] = [];
      for (const query of queries) {
        const found = (await search(storage, query)).map((hit) => `${hit.id} ${hit.score}`);
        const accepted = (await searchEverything(storage, query)).map((h) => `${h.id} ${h.score}`);
        if (found.join() !== accepted.join())
          lost.push(`${query}: ${found.join()} VS ${accepted.join()}`);
      }
      // A short page: fewer documents read than candidates found, the same first hits.
      for (const query of ['serum', 'face', 'oil']) {
        const found = (await search(storage, query, 3)).map((hit) => `${hit.id} ${hit.score}`);
        const accepted = (await searchEverything(storage, query, 3)).map(
          (h) => `${h.id} ${h.score}`,
        );
        if (found.join() !== accepted.join())
          lost.push(`${query} (3): ${found.join()} VS ${accepted.join()}`);
      }
      expect(lost).toEqual([]);
    });

    it('finds a renamed collection’s products by its new name at once, not by the old one', async () => {
      const storage = await harness.openWith(shop);
      const combos = shop.collections.find((c) => c.id === 'combos');
      const held = shop.products
        .filter((p) => p.status === 'ENABLED' && p.collections.includes('combos'))
        .map((p) => p.id)
        .sort();
      expect(combos && held.length > 1).toBe(true);
      // Searched before the rename too: nothing kept from it (the vocabulary) hides the new name.
      expect(await search(storage, 'hampers')).toEqual([]);
      const written = await storage.repos.catalogue.writeDocument({
        kind: 'collections',
        key: 'combos',
        data: { ...combos, name: 'Festive Hampers' },
      });
      expect(written.ok).toBe(true);
      const hits = await search(storage, 'hampers');
      expect(hits.map((hit) => hit.id).sort()).toEqual(held);
      // The same answers as the contract's ranking of every product, for new and old words,
      // on a page shorter than the hits (the first candidates' bound decides).
      for (const query of ['hampers', 'festive hamper', 'combos', 'combo']) {
        for (const limit of [2, ALL_HITS]) {
          const found = (await search(storage, query, limit)).map((h) => `${h.id} ${h.score}`);
          const accepted = (await searchEverything(storage, query, limit)).map(
            (h) => `${h.id} ${h.score}`,
          );
          expect(found, `${query} (${limit})`).toEqual(accepted);
        }
      }
    });
  });
}
