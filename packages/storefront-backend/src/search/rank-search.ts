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
import { memoTermSimilarity, querySimilarity, words, type Candidate } from './similarity.js';

/** Reads product documents by id, one answer per id (`catalogue.productsByIds`). */
export type ReadProducts = (ids: readonly string[]) => Promise<readonly (Product | null)[]>;

/**
 * Finds up to `limit` search candidates for the query's typed words, best word similarity first,
 * after `after` (the last one found before) when given
 * (`catalogue.searchCandidates(words, limit, after)`).
 */
export type FindCandidates = (
  limit: number,
  after?: SearchCandidate,
) => Promise<readonly SearchCandidate[]>;

/** The most candidates storage hands over for one search (more than any shop page shows). */
export const MOST_SEARCH_CANDIDATES = 500;

/** Candidates and documents asked beyond `limit` first: most answers need no more. */
const FIRST_EXTRA = 10;

const MOST_A_READ = CATALOGUE_READ_LIMITS.productsByIds;

interface Bounded {
  readonly candidate: SearchCandidate;
  readonly bound: number;
}

/**
 * The most a candidate can score: `querySimilarity` with every weight taken as 1, over its
 * stored words and the words of its collections' names as this search reads them (a rename
 * rewrites the stored words in its transaction, but the names read here may be a moment older
 * or newer than the words). Every word the ranking
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
 * Each document's {@link candidateWords}, made once per document and collections list: storage
 * hands the same objects back while it keeps them (documents and lists are never changed in
 * place: a change brings new ones), so a word many searches find is not split again each time.
 */
const wordsOfDocuments = new WeakMap<object, WeakMap<object, readonly Candidate[]>>();

function candidateWordsOf(
  product: Product,
  collections: readonly NamedCollection[],
): readonly Candidate[] {
  let byProduct = wordsOfDocuments.get(collections);
  if (!byProduct) wordsOfDocuments.set(collections, (byProduct = new WeakMap()));
  let found = byProduct.get(product);
  if (!found) byProduct.set(product, (found = candidateWords(product, collections)));
  return found;
}

/** Reads of candidates decided so far: the best hits, and the ids read or out of reach. */
interface Ranking {
  hits: ScoredProduct[];
  readonly decided: Set<string>;
}

/** What ranking needs besides the candidates, the same for every round of one search. */
interface Rules {
  readonly typed: readonly string[];
  readonly read: ReadProducts;
  readonly collections: readonly NamedCollection[];
  readonly similarity: (typed: string, word: string) => number;
  readonly collectionWords: (id: string) => readonly string[];
  readonly threshold: number;
  readonly limit: number;
}

/**
 * Reads the documents of candidates not yet decided, best bound first (ties in
 * {@link tieOrder}), in batches, into the ranking's hits, until `limit` hits are found that no
 * unread one of these candidates can pass: the `limit`-th hit scores more than the next
 * candidate's bound, or as much and comes first in {@link tieOrder} (an unread candidate can
 * only tie it with a bound equal to its score, and those come in tie order after the next one).
 * A candidate whose bound is below `threshold` is decided unread.
 */
async function readBest(
  candidates: readonly SearchCandidate[],
  rules: Rules,
  ranking: Ranking,
): Promise<void> {
  const { typed, limit, threshold, similarity } = rules;
  const queue: Bounded[] = [];
  for (const candidate of candidates) {
    if (ranking.decided.has(candidate.id)) continue;
    const bound = scoreBound(typed, candidate, rules.collectionWords, similarity);
    if (bound >= threshold) queue.push({ candidate, bound });
    else ranking.decided.add(candidate.id);
  }
  queue.sort((a, b) => b.bound - a.bound || tieOrder(a.candidate, b.candidate));
  let batch = Math.min(limit + FIRST_EXTRA, MOST_A_READ);
  for (let at = 0; at < queue.length; batch = Math.min(batch * 2, MOST_A_READ)) {
    const next = queue.slice(at, at + batch);
    at += next.length;
    for (const { candidate } of next) ranking.decided.add(candidate.id);
    for (const product of await rules.read(next.map(({ candidate }) => candidate.id))) {
      if (!product || !isSellable(product)) continue;
      const score = querySimilarity(
        typed,
        candidateWordsOf(product, rules.collections),
        similarity,
      );
      if (score >= threshold) ranking.hits.push({ product, score });
    }
    // More hits only push a hit down: one below the `limit`-th now never comes back.
    ranking.hits = ranking.hits.sort(hitOrder).slice(0, limit);
    const last = ranking.hits[limit - 1];
    const following = queue[at];
    if (
      last &&
      following &&
      (last.score > following.bound ||
        (last.score === following.bound && tieOrder(last.product, following.candidate) < 0))
    ) {
      return;
    }
  }
}

/**
 * Whether no product storage did not hand over can enter the answer. Storage hands candidates
 * over best word similarity first, and a product's stored words are its current ones (a
 * collection's rename rewrites them: `CatalogueRepository.searchCandidates`), so each word of a
 * product after `last` is at most `last.similarity` similar to a typed word: it scores at most
 * that similarity summed over the typed words as `querySimilarity` sums, divided alike. It
 * cannot pass the `limit`-th hit when that bound is below the hit's score; when equal, only
 * when it cannot come first in tie order: those of `last`'s similarity come after `last` in
 * (orders, position), and lower ones score less. Equal keys are not enough (ids compare
 * differently in storage and in {@link tieOrder}).
 */
function restOutOfReach(
  last: SearchCandidate,
  rules: Rules,
  hits: readonly ScoredProduct[],
): boolean {
  let sum = 0;
  for (let word = 0; word < rules.typed.length; word += 1) sum += last.similarity;
  const bound = sum / rules.typed.length;
  if (bound < rules.threshold) return true;
  const lastHit = hits[rules.limit - 1];
  if (!lastHit) return false;
  const { product, score } = lastHit;
  const before =
    product.totalOrders > last.totalOrders ||
    (product.totalOrders === last.totalOrders && product.position < last.position);
  return score > bound || (score === bound && before);
}

/**
 * The search service's ranking over storage's candidates: the same answer as
 * `rankCandidates` over every candidate's document, asking storage for few candidates and
 * reading only the documents that can reach it. Each candidate's score is bounded from its
 * words (each typed word's similarity computed once per distinct word, not per candidate) and
 * documents are read best bound first until no unread candidate can pass the `limit`-th hit
 * (`readBest`). Storage is asked for `limit` + 10 candidates first, and for four times as many
 * in all (up to {@link MOST_SEARCH_CANDIDATES}) only while it handed over as many as asked and a
 * product it did not can still enter the answer (`restOutOfReach`): then for those after the
 * last one it handed over, so no candidate is found twice. A page of a common word reads some
 * 30 candidates and 30 documents, not hundreds.
 *
 * @example
 * const find: FindCandidates = (most, after) => catalogue.searchCandidates(['serm'], most, after);
 * await rankSearchCandidates(find, catalogue.productsByIds, collections, 'serm', 0.65, 20);
 * // [{ id: 'prd-vitamin-c-brightening-serum', score: 0.8, ... }, ...]
 */
export async function rankSearchCandidates(
  find: FindCandidates,
  read: ReadProducts,
  collections: readonly NamedCollection[],
  query: string,
  threshold: number,
  limit: number,
): Promise<SearchHit[]> {
  const typed = words(query);
  if (typed.length === 0 || limit < 1) return [];
  const named = new Map<string, readonly string[]>();
  const collectionWords = (id: string): readonly string[] => {
    let found = named.get(id);
    if (!found) named.set(id, (found = words(collectionName(collections, id))));
    return found;
  };
  const rules: Rules = {
    typed,
    read,
    collections,
    similarity: memoTermSimilarity(),
    collectionWords,
    threshold,
    limit,
  };
  const ranking: Ranking = { hits: [], decided: new Set() };
  let asked = Math.min(limit + FIRST_EXTRA, MOST_SEARCH_CANDIDATES);
  const candidates: SearchCandidate[] = [];
  for (;;) {
    // The next ones after the last handed over: together, what one ask of `asked` hands over.
    candidates.push(...(await find(asked - candidates.length, candidates.at(-1))));
    await readBest(candidates, rules, ranking);
    const last = candidates[asked - 1];
    if (!last || asked >= MOST_SEARCH_CANDIDATES) break;
    if (restOutOfReach(last, rules, ranking.hits)) break;
    // Four times as many each time (all rounds together read at most 4/3 of the last), and the
    // most rather than a round of more than half of it.
    asked = asked * 8 > MOST_SEARCH_CANDIDATES ? MOST_SEARCH_CANDIDATES : asked * 4;
  }
  return ranking.hits.map(searchHit);
}
