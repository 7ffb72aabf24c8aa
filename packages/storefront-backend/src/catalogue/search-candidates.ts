import { isSellable } from '@haat/commerce-core';
import type { CatalogueSeed, ProductOf, SearchCandidate } from '../ports/storage/catalogue.js';
import { productSearchText } from '../search/search-words.js';
import { termSimilarity } from '../search/similarity.js';

/**
 * The least word similarity (the contract's `termSimilarity`) that makes a product a search
 * candidate: below the default threshold 0.65 on purpose (a query whose best word stays below
 * it cannot reach 0.65).
 */
export const CANDIDATE_SIMILARITY = 0.5;

/** A candidate and what orders it: its best word similarity, orders, curated position, id. */
export interface RankedCandidate<P> {
  readonly product: P;
  readonly best: number;
}

/** What orders search candidates: best word similarity, orders, curated position, id. */
export type SearchCandidateKeys = Pick<
  SearchCandidate,
  'similarity' | 'totalOrders' | 'position' | 'id'
>;

/**
 * The order storage hands search candidates over in (negative: `a` first): best word
 * similarity first, then more orders, then curated position, then id (code units). Both
 * adapters cut the candidates at their limit in this order, so they answer the same ones, and
 * a search asking for more hands over those after the last one it was given.
 *
 * @example
 * candidateKeyOrder(candidate, last) > 0; // `candidate` comes after `last`
 */
export function candidateKeyOrder(a: SearchCandidateKeys, b: SearchCandidateKeys): number {
  return (
    b.similarity - a.similarity ||
    b.totalOrders - a.totalOrders ||
    a.position - b.position ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

const keysOf = <P extends ProductOf<CatalogueSeed>>({
  product,
  best,
}: RankedCandidate<P>): SearchCandidateKeys => ({
  similarity: best,
  totalOrders: product.totalOrders ?? 0,
  position: product.position ?? 0,
  id: product.id,
});

/**
 * {@link candidateKeyOrder} of two products with their best word similarities.
 *
 * @example
 * candidates.sort(searchCandidateOrder);
 */
export function searchCandidateOrder<P extends ProductOf<CatalogueSeed>>(
  a: RankedCandidate<P>,
  b: RankedCandidate<P>,
): number {
  return candidateKeyOrder(keysOf(a), keysOf(b));
}

/**
 * Whether a ranked product comes after `after` in {@link candidateKeyOrder} (any, with none).
 *
 * @example
 * ranked.filter((candidate) => followsCandidate(candidate, last));
 */
export function followsCandidate<P extends ProductOf<CatalogueSeed>>(
  candidate: RankedCandidate<P>,
  after: SearchCandidateKeys | undefined,
): boolean {
  return !after || candidateKeyOrder(keysOf(candidate), after) > 0;
}

/**
 * The best word similarity between typed words and a list of words (0 when none).
 *
 * @example
 * bestWordSimilarity(['serm'], ['vitamin', 'serum']); // 0.8
 */
export function bestWordSimilarity(typed: readonly string[], words: readonly string[]): number {
  let best = 0;
  for (const t of typed) for (const w of words) best = Math.max(best, termSimilarity(t, w));
  return best;
}

/** Each product's search words, split once per product and collections (products are frozen). */
const searchWords = new WeakMap<object, WeakMap<object, readonly string[]>>();

const wordsOf = (
  product: ProductOf<CatalogueSeed>,
  collections: CatalogueSeed['collections'],
): readonly string[] => {
  const byCollections = searchWords.get(product) ?? new WeakMap<object, readonly string[]>();
  searchWords.set(product, byCollections);
  let found = byCollections.get(collections);
  if (!found) {
    found = productSearchText(product, collections).split(' ');
    byCollections.set(collections, found);
  }
  return found;
};

/**
 * A product as a {@link SearchCandidate} of the typed words: its id, best word similarity,
 * ordering keys and search words.
 *
 * @example
 * searchCandidateOf(product, collections, ['serm']).similarity; // 0.8
 */
export function searchCandidateOf(
  product: ProductOf<CatalogueSeed>,
  collections: CatalogueSeed['collections'],
  typed: readonly string[],
): SearchCandidate {
  const words = wordsOf(product, collections);
  return {
    id: product.id,
    similarity: bestWordSimilarity(typed, words),
    totalOrders: product.totalOrders ?? 0,
    position: product.position ?? 0,
    words,
    collections: product.collections ?? [],
  };
}

/**
 * The memory adapter's `searchCandidates` over some products: an enabled product is a candidate
 * when one of the typed words reaches {@link CANDIDATE_SIMILARITY} with one of the words of its
 * search text; candidates in {@link searchCandidateOrder} after `after` (when given), at most
 * `limit`.
 *
 * @example
 * searchCandidatesAmong(products, collections, ['serm'], 500); // the serums, best match first
 */
export function searchCandidatesAmong<P extends ProductOf<CatalogueSeed>>(
  products: readonly P[],
  collections: CatalogueSeed['collections'],
  typed: readonly string[],
  limit: number,
  after?: SearchCandidateKeys,
): SearchCandidate[] {
  return products
    .filter(isSellable)
    .map((product) => ({ product, best: bestWordSimilarity(typed, wordsOf(product, collections)) }))
    .filter((ranked) => ranked.best >= CANDIDATE_SIMILARITY && followsCandidate(ranked, after))
    .sort(searchCandidateOrder)
    .slice(0, limit)
    .map(({ product }) => searchCandidateOf(product, collections, typed));
}
