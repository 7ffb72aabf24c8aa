import { sampleShop } from '@haat/sample-shop';
import type { Product, ProductTag } from '@haat/storefront-api/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchCandidatesAmong } from '../../catalogue/search-candidates.js';
import { rankSearchCandidates } from '../rank-search.js';
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

const catalogue = fc.array(product, { minLength: 1, maxLength: 40 }).map((drafts) =>
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
  })),
);

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
          // Stored words may predate a collection's rename: ranking reads today's names.
          const now = renamed
            ? COLLECTIONS.map((c) => (c.id === 'col-glow' ? { ...c, name: 'Vitamin Face' } : c))
            : COLLECTIONS;
          const { products: read } = reader(products);
          const candidates = searchCandidatesAmong(
            products,
            COLLECTIONS,
            words(typedQuery),
            candidateLimit,
          );
          const documents = await read(candidates.map((c) => c.id));
          const old = rankCandidates(
            documents.flatMap((p) => (p ? [p] : [])),
            now,
            typedQuery,
            threshold,
            limit,
          );
          const ranked = await rankSearchCandidates(
            candidates,
            read,
            now,
            typedQuery,
            threshold,
            limit,
          );
          expect(ranked).toEqual(old);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads the documents of a page and a few more when a common word finds hundreds', async () => {
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
    const candidates = searchCandidatesAmong(products, COLLECTIONS, ['serum'], 500);
    expect(candidates).toHaveLength(400);
    const ranked = await rankSearchCandidates(
      candidates,
      documents,
      COLLECTIONS,
      'serum',
      0.65,
      20,
    );
    expect(ranked.map((hit) => hit.id)).toEqual(
      rankCandidates(products, COLLECTIONS, 'serum', 0.65, 20).map((hit) => hit.id),
    );
    expect(read.ids).toBeLessThanOrEqual(30);
  });
});
