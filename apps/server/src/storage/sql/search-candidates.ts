import {
  bestWordSimilarity,
  CANDIDATE_SIMILARITY,
  type CatalogueRepository,
  type CatalogueSeed,
  type SearchCandidate,
} from '@haat/storefront-backend';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';
import { rowsOf, type Run } from './executor.js';

/**
 * The contract's `termSimilarity` of a typed word and the vocabulary's `word`, in SQL
 * (fuzzystrmatch's Levenshtein): 1 − distance / longer length, or for a longer word its prefix
 * of the typed length (× 0.97); a one-letter word must match exactly.
 */
const termSimilaritySql = (typed: string) => {
  const length = typed.length;
  if (length < 2) return sql`(case when word = ${typed} then 1.0 else 0.0 end)::float8`;
  return sql`greatest(
    1.0 - levenshtein(${typed}, word)::float8 / greatest(${length}::int, length(word)),
    case when length(word) > ${length}::int
      then (1.0 - levenshtein(${typed}, left(word, ${length}::int))::float8 / ${length}::int) * 0.97
      else 0.0 end)`;
};

/**
 * The products after a candidate in the best-seller index's order (fewer orders, or as many and
 * a later curated position, or both equal and a later id), its orders also as the index's
 * range: the walk starts there rather than at the top.
 */
const following = (last: SearchCandidate): SQL =>
  sql`(${products.totalOrders} <= ${last.totalOrders} and (${products.totalOrders} < ${last.totalOrders}
    or ${products.curatedPosition} > ${last.position}
    or (${products.curatedPosition} = ${last.position} and ${products.id} collate "C" > ${last.id})))`;

/**
 * `searchCandidates` in SQL, in a few statements whatever the catalogue's size:
 * 1. the vocabulary (`search_words`: the catalogue's distinct search words, a small table) gives
 *    the words whose contract similarity to a typed word reaches `CANDIDATE_SIMILARITY`,
 *    computed exactly in SQL (Levenshtein); trigrams were tried first and lost typo'd words;
 * 2. one statement per similarity level of those words, best first, until `limit` are found:
 *    the enabled products holding a word of the level and none of a better one, ordered as the
 *    backend's `searchCandidateOrder` orders a level (more orders, curated position, id) — the
 *    order of `products_sort_best_seller`, so a word most products hold reads `limit` index rows
 *    rather than sorting them all; a rare word goes through the GIN index on `search_words`.
 *    Asked again `after` a candidate, the levels above its similarity are skipped and its own
 *    level starts after it (a keyset on the index's keys): no candidate is read twice.
 * Each candidate comes with what ranking needs before reading documents: its level's
 * similarity, order keys, search words and collections (no document is read here).
 *
 * @example
 * const find = sqlSearchCandidates(run);
 * await find(['serm'], 500);
 */
export function sqlSearchCandidates<C extends CatalogueSeed>(
  run: Run,
): CatalogueRepository<C>['searchCandidates'] {
  return async (typed, limit, after) => {
    if (typed.length === 0 || limit < 1) return [];
    const best = sql.join([...new Set(typed)].map(termSimilaritySql), sql`, `);
    // A hair below the floor: the exact levels are computed again below, in JS.
    const close = rowsOf(
      await run((tx) =>
        tx.execute(
          sql`select word from search_words where greatest(${best}, 0.0) >= ${CANDIDATE_SIMILARITY - 1e-9}`,
        ),
      ),
    ).map((row) => String(row['word']));
    // Each close word's similarity, by the contract's rule; levels from the best down.
    const levels = new Map<number, string[]>();
    for (const word of close) {
      const similarity = bestWordSimilarity(typed, [word]);
      if (similarity >= CANDIDATE_SIMILARITY) {
        levels.set(similarity, [...(levels.get(similarity) ?? []), word]);
      }
    }
    if (levels.size === 0) return [];
    // One level at a time, best first: the enabled products holding one of its words and none
    // of a better level's, in `searchCandidateOrder`'s tie order — the best-seller index's own
    // order, so a common word stops after `limit` rows of the index instead of sorting every
    // product holding it; a rare one is found through the GIN index (the planner chooses).
    const ordered = [...levels].sort(([a], [b]) => b - a);
    const found: SearchCandidate[] = [];
    const better: string[] = [];
    for (const [similarity, level] of ordered) {
      if (found.length >= limit) break;
      // Asked again: the levels above the last one handed over were, and its own from it on.
      const from = after?.similarity === similarity ? after : undefined;
      if (!after || similarity <= after.similarity) {
        const rows = await run((tx) =>
          tx
            .select({
              id: products.id,
              totalOrders: products.totalOrders,
              position: products.curatedPosition,
              words: products.searchWords,
              collections: products.collections,
            })
            .from(products)
            .where(
              and(
                eq(products.status, 'ENABLED'),
                sql`${products.searchWords} && ${sql.param(level)}::text[]`,
                better.length > 0
                  ? sql`not (${products.searchWords} && ${sql.param([...better])}::text[])`
                  : undefined,
                from ? following(from) : undefined,
              ),
            )
            .orderBy(
              sql`${products.totalOrders} desc`,
              sql`${products.curatedPosition} asc`,
              sql`${products.id} collate "C" asc`,
            )
            .limit(limit - found.length),
        );
        found.push(...rows.map((row) => ({ ...row, similarity })));
      }
      better.push(...level);
    }
    return found;
  };
}
