import { isSellable } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import { CATALOGUE_READ_LIMITS, type SearchCandidate } from '../ports/storage/catalogue.js';
import {
  hitOrder,
  searchHit,
  tieOrder,
  type ScoredProduct,
  type SearchHit,
} from './search-service.js';
import { candidateWords, collectionName, type NamedCollection } from './search-words.js';
import { memoTermSimilarity, querySimilarity, words } from './similarity.js';

/** Reads product documents by id, one answer per id (`catalogue.productsByIds`). */
export type ReadProducts = (ids: readonly string[]) => Promise<readonly (Product | null)[]>;

/** Documents read beyond `limit` in the first batch: most answers need no second read. */
const FIRST_BATCH_EXTRA = 10;

const MOST_A_READ = CATALOGUE_READ_LIMITS.productsByIds;

interface Bounded {
  readonly candidate: SearchCandidate;
  readonly bound: number;
}

/**
 * The most a candidate can score: `querySimilarity` with every weight taken as 1, over its
 * stored words and the words of its collections' current names (a renamed collection's words
 * are not in the stored ones until the product is written again). Every word the ranking
 * weighs is among them and every weight is at most 1, and the same sums are made in the same
 * order, so the score never exceeds this bound, floating point included.
 */
function scoreBound(
  typed: readonly string[],
  candidate: SearchCandidate,
  collectionWords: (id: string) => readonly string[],
  similarity: (typed: string, word: string) => number,
): number {
  const own = [...candidate.words, ...candidate.collections.flatMap(collectionWords)];
  if (own.length === 0) return 0;
  let sum = 0;
  for (const word of typed) {
    let best = 0;
    for (const candidateWord of own) best = Math.max(best, similarity(word, candidateWord));
    sum += best;
  }
  return sum / typed.length;
}

/**
 * The search service's ranking over storage's candidates: the same answer as
 * `rankCandidates` over their documents, reading only the documents that can reach it.
 * Each candidate's score is bounded from its words (each typed word's similarity computed once
 * per distinct word, not per candidate); candidates are read best bound first (ties in
 * {@link tieOrder}), in batches, and reading stops once `limit` hits are found that no unread
 * candidate can pass: the `limit`-th hit scores more than the next candidate's bound, or as
 * much and comes first in {@link tieOrder} (an unread candidate can only tie it with a bound
 * equal to its score, and those come in tie order after the next one). A candidate whose bound
 * is below `threshold` is never read.
 *
 * @example
 * await rankSearchCandidates(candidates, catalogue.productsByIds, collections, 'serm', 0.65, 20);
 * // [{ id: 'prd-vitamin-c-brightening-serum', score: 0.8, ... }, ...]
 */
export async function rankSearchCandidates(
  candidates: readonly SearchCandidate[],
  read: ReadProducts,
  collections: readonly NamedCollection[],
  query: string,
  threshold: number,
  limit: number,
): Promise<SearchHit[]> {
  const typed = words(query);
  if (typed.length === 0 || limit < 1) return [];
  const similarity = memoTermSimilarity();
  const named = new Map<string, readonly string[]>();
  const collectionWords = (id: string): readonly string[] => {
    let found = named.get(id);
    if (!found) named.set(id, (found = words(collectionName(collections, id))));
    return found;
  };
  const queue: Bounded[] = candidates
    .map((candidate) => ({
      candidate,
      bound: scoreBound(typed, candidate, collectionWords, similarity),
    }))
    .filter(({ bound }) => bound >= threshold)
    .sort((a, b) => b.bound - a.bound || tieOrder(a.candidate, b.candidate));
  let hits: ScoredProduct[] = [];
  let batch = Math.min(limit + FIRST_BATCH_EXTRA, MOST_A_READ);
  for (let at = 0; at < queue.length; batch = Math.min(batch * 2, MOST_A_READ)) {
    const next = queue.slice(at, at + batch);
    at += next.length;
    for (const product of await read(next.map(({ candidate }) => candidate.id))) {
      if (!product || !isSellable(product)) continue;
      const score = querySimilarity(typed, candidateWords(product, collections), similarity);
      if (score >= threshold) hits.push({ product, score });
    }
    // More hits only push a hit down: one below the `limit`-th now never comes back.
    hits = hits.sort(hitOrder).slice(0, limit);
    const last = hits[limit - 1];
    const following = queue[at];
    if (
      last &&
      following &&
      (last.score > following.bound ||
        (last.score === following.bound && tieOrder(last.product, following.candidate) < 0))
    ) {
      break;
    }
  }
  return hits.map(searchHit);
}
