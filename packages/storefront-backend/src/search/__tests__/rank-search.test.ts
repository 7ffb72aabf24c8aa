import { sampleShop } from '@haat/sample-shop';
import type { Product, ProductTag } from '@haat/storefront-api/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchCandidatesAmong } from '../../catalogue/search-candidates.js';
import {
  MOST_SEARCH_CANDIDATES,
  rankSearchCandidates,
  type FindCandidates,
} from '../rank-search.js';
import { rankCandidates } from '../search-service.js';
import { words } from '../similarity.js';

const template = sampleShop.products[0] as Product;

/** Words that are typos, prefixes and neighbours of each other, so scores tie and differ. */
const VOCABULARY = ['serum', 'serums', 'serm', 'vitamin', 'vita', 'oil', 'oils', 'onion', 'hair'];
const VOCABULARY_MORE = ['glow', 'glowing', 'rose', 'cream', 'face', 'wash', 'c', 'best', 'trend'];
const WORDS = [...VOCABULARY, ...VOCABULARY_MORE];

const COLLECTIONS: { id: string; slug: string; name: string }[] = [
  { id: 'col-serums', slug: 'serums', name: 'Serums' },
  { id: 'col-hair', slug: 'hair-oils-serums', name: 'Hair Oils & Serums' },
  { id: 'col-glow', slug: 'glow', name: 'Glow Rose' },
];

const phrase = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));

/** A product: few words from a small vocabulary, order keys that often tie, ids of mixed case. */
const product = fc.record({
  title: phrase(1, 4),
  tags: fc.subarray<ProductTag>(['best-seller', 'featured', 'trending']),
  keywords: phrase(0, 2),
  collections: fc.subarray(['col-serums', 'col-hair', 'col-glow', 'serums']),
  totalOrders: fc.integer({ min: 0, max: 2 }),
  position: fc.integer({ min: 0, max: 3 }),
  enabled: fc.nat(4).map((n) => n > 0),
  upper: fc.boolean(),
});

const catalogueOf = (
  drafts: readonly (typeof product extends fc.Arbitrary<infer D> ? D : never)[],
) =>
  drafts.map((draft, index): Product => ({
    ...template,
    id: `${draft.upper ? 'P' : 'p'}rd-${index}`,
    slug: `prd-${index}`,
    title: draft.title,
    tags: draft.tags,
    collections: draft.collections,
    totalOrders: draft.totalOrders,
    position: draft.position,
    status: draft.enabled ? 'ENABLED' : 'DISABLED',
    metadata: { ...template.metadata, keywords: draft.keywords },
  }));

const catalogue = fc.array(product, { minLength: 1, maxLength: 40 }).map(catalogueOf);

/** A query: catalogue words, typos and prefixes of them (letters dropped or swapped). */
const query = fc
  .array(
    fc
      .tuple(fc.constantFrom(...WORDS), fc.nat(6))
      .map(([word, cut]) =>
        cut < 2 ? word : cut < 4 ? word.slice(0, cut + 1) : word.slice(0, 2) + word.slice(3),
      ),
    { minLength: 1, maxLength: 3 },
  )
  .map((w) => w.join(' '));

/**
 * Storage's `searchCandidates` over some products with their stored words (those of
 * `stored`'s collection names), at most `most` in all however many are asked, counting the
 * asks (each as the candidates handed over with it, those before `after` included).
 */
const finder = (
  products: readonly Product[],
  stored: typeof COLLECTIONS,
  typed: readonly string[],
  most = MOST_SEARCH_CANDIDATES,
) => {
  const asked: number[] = [];
  const find: FindCandidates = (limit, after) => {
    const every = searchCandidatesAmong(products, stored, typed, most);
    const start = after ? every.findIndex((candidate) => candidate.id === after.id) + 1 : 0;
    asked.push(start + limit);
    return Promise.resolve(
      searchCandidatesAmong(products, stored, typed, Math.min(limit, most - start), after),
    );
  };
  return { asked, find };
};

/** The documents of some ids as storage reads them, counting what was read. */
const reader = (products: readonly Product[]) => {
  const byId = new Map(products.map((p) => [p.id, p]));
  const read = { ids: 0 };
  const documents = (ids: readonly string[]) => {
    read.ids += ids.length;
    return Promise.resolve(ids.map((id) => byId.get(id) ?? null));
  };
  return { read, products: documents };
};

describe('searchCandidatesAmong after a candidate', () => {
  it('hands over what follows it in one larger ask: a search asking again reads none twice', () => {
    fc.assert(
      fc.property(
        catalogue,
        query,
        fc.nat(40),
        fc.integer({ min: 1, max: 40 }),
        (products, typedQuery, first, more) => {
          const typed = words(typedQuery);
          const every = searchCandidatesAmong(products, COLLECTIONS, typed, first + more);
          const head = searchCandidatesAmong(products, COLLECTIONS, typed, first);
          const rest = searchCandidatesAmong(products, COLLECTIONS, typed, more, head.at(-1));
          expect([...head, ...rest]).toEqual(every);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('rankSearchCandidates', () => {
  it('answers what ranking every candidate’s document answers, for any catalogue and query', async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogue,
        query,
        fc.constantFrom(0, 0.3, 0.5, 0.6, 0.65, 0.8, 0.97, 1),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        fc.boolean(),
        async (products, typedQuery, threshold, limit, candidateLimit, renamed) => {
          // A renamed collection: storage's words hold today's names (a rename rewrites them).
          const now = renamed
            ? COLLECTIONS.map((c) => (c.id === 'col-glow' ? { ...c, name: 'Vitamin Face' } : c))
            : COLLECTIONS;
          const { products: read } = reader(products);
          const typed = words(typedQuery);
          // Every candidate storage hands over when asked for the most (capped here, as a
          // storage may hand over fewer than asked), ranked from their documents.
          const candidates = searchCandidatesAmong(products, now, typed, candidateLimit);
          const documents = await read(candidates.map((c) => c.id));
          const old = rankCandidates(
            documents.flatMap((p) => (p ? [p] : [])),
            now,
            typedQuery,
            threshold,
            limit,
          );
          const { find } = finder(products, now, typed, candidateLimit);
          const ranked = await rankSearchCandidates(find, read, now, typedQuery, threshold, limit);
          expect(ranked).toEqual(old);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers what ranking every candidate’s document answers when it asks for few first', async () => {
    // Up to 120 products of few words for a page of 1–6: the first ask (a page and 10) is most
    // often full, and the rest's bound decides whether to ask for more.
    await fc.assert(
      fc.asyncProperty(
        fc.array(product, { minLength: 10, maxLength: 120 }).map(catalogueOf),
        query,
        fc.constantFrom(0.5, 0.65, 0.8, 1),
        fc.integer({ min: 1, max: 6 }),
        fc.boolean(),
        async (products, typedQuery, threshold, limit, renamed) => {
          const now = renamed
            ? COLLECTIONS.map((c) => (c.id === 'col-glow' ? { ...c, name: 'Vitamin Face' } : c))
            : COLLECTIONS;
          const { products: read } = reader(products);
          const typed = words(typedQuery);
          const everyCandidate = await read(
            searchCandidatesAmong(products, now, typed, MOST_SEARCH_CANDIDATES).map((c) => c.id),
          );
          const { asked, find } = finder(products, now, typed);
          const ranked = await rankSearchCandidates(find, read, now, typedQuery, threshold, limit);
          expect(ranked).toEqual(
            rankCandidates(
              everyCandidate.flatMap((p) => (p ? [p] : [])),
              now,
              typedQuery,
              threshold,
              limit,
            ),
          );
          // Each ask four times the last (the most at the end), never past the most.
          for (const [index, most] of asked.entries()) {
            const before = asked[index - 1];
            if (before !== undefined) expect([before * 4, MOST_SEARCH_CANDIDATES]).toContain(most);
            expect(most).toBeLessThanOrEqual(MOST_SEARCH_CANDIDATES);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('asks for a page and a few candidates, and reads as many, when a common word finds hundreds', async () => {
    const products = Array.from({ length: 400 }, (_, index): Product => ({
      ...template,
      id: `prd-${String(index).padStart(3, '0')}`,
      title: `Glow Serum ${index % 7 === 0 ? 'Rose' : 'Face'}`,
      tags: ['trending'],
      collections: [],
      totalOrders: index % 13,
      position: index,
      status: 'ENABLED',
    }));
    const { read, products: documents } = reader(products);
    expect(searchCandidatesAmong(products, COLLECTIONS, ['serum'], 500)).toHaveLength(400);
    const { asked, find } = finder(products, COLLECTIONS, ['serum']);
    const ranked = await rankSearchCandidates(find, documents, COLLECTIONS, 'serum', 0.65, 20);
    expect(ranked.map((hit) => hit.id)).toEqual(
      rankCandidates(products, COLLECTIONS, 'serum', 0.65, 20).map((hit) => hit.id),
    );
    expect(read.ids).toBeLessThanOrEqual(30);
    expect(asked).toEqual([30]);
  });

  it('asks for more when a product not handed over can still enter the page', async () => {
    const item = (id: string, title: string, more: Partial<Product> = {}): Product => ({
      ...template,
      id,
      slug: id,
      title,
      tags: [],
      collections: [],
      totalOrders: 5,
      position: 0,
      status: 'ENABLED',
      metadata: { ...template.metadata, keywords: '' },
      ...more,
    });
    const eleven = (title: string, more: Partial<Product> = {}) =>
      Array.from({ length: 11 }, (_, i) => item(`Prd-${String(i).padStart(2, '0')}`, title, more));
    const cases = [
      {
        // The first eleven hold 'serum' as a keyword (0.9); the twelfth, fewer orders, in its title.
        name: 'a better score after them',
        products: [
          ...eleven('Face Wash', { metadata: { ...template.metadata, keywords: 'serum' } }),
          item('prd-title', 'Serum', { totalOrders: 1 }),
        ],
        first: 'prd-title',
      },
      {
        // Equal keys: storage orders ids by code point ('P' first), ties by locale ('prd-0' first).
        name: 'ids ordered differently',
        products: [...eleven('Serum'), item('prd-0', 'Serum')],
        first: 'prd-0',
      },
    ];
    for (const { name, products, first } of cases) {
      const { asked, find } = finder(products, COLLECTIONS, ['serum']);
      const { products: read } = reader(products);
      const ranked = await rankSearchCandidates(find, read, COLLECTIONS, 'serum', 0.65, 1);
      expect({ name, first: ranked[0]?.id, asked }).toEqual({ name, first, asked: [11, 44] });
    }
  });
});
