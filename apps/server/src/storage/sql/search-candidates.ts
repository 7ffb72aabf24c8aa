import {
  bestWordSimilarity,
  CANDIDATE_SIMILARITY,
  type CatalogueRepository,
  type CatalogueSeed,
  type ProductOf,
} from '@haat/storefront-backend';
import { sql } from 'drizzle-orm';
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
 * `searchCandidates` in SQL, in two statements whatever the catalogue's size:
 * 1. the vocabulary (`search_words`: the catalogue's distinct search words, a small table) gives
 *    the words whose contract similarity to a typed word reaches `CANDIDATE_SIMILARITY`,
 *    computed exactly in SQL (Levenshtein); trigrams were tried first and lost typo'd words;
 * 2. the products holding one of them (`search_words && …`, GIN index), ordered in SQL as the
 *    backend's `searchCandidateOrder` (best word similarity: the first level, best first, whose
 *    words the product holds; then orders, curated position, id), at most `limit`.
 * Their documents come through `documents` (the process's cache).
 *
 * @example
 * const find = sqlSearchCandidates(run, documents);
 * await find(['serm'], 500);
 */
export function sqlSearchCandidates<C extends CatalogueSeed>(
  run: Run,
  documents: (ids: readonly string[]) => Promise<readonly (ProductOf<C> | null)[]>,
): CatalogueRepository<C>['searchCandidates'] {
  return async (typed, limit) => {
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
    const ordered = [...levels].sort(([a], [b]) => b - a);
    const words = ordered.flatMap(([, level]) => level);
    const level = sql.join(
      ordered.map(
        ([similarity, level]) =>
          sql`when ${products.searchWords} && ${sql.param(level)}::text[] then ${similarity}::float8`,
      ),
      sql` `,
    );
    const ids = await run((tx) =>
      tx
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.searchWords} && ${sql.param(words)}::text[]`)
        .orderBy(
          sql`case ${level} else 0 end desc`,
          sql`${products.totalOrders} desc`,
          sql`${products.curatedPosition} asc`,
          sql`${products.id} collate "C" asc`,
        )
        .limit(limit),
    );
    return (await documents(ids.map((row) => row.id))).flatMap((product) =>
      product ? [product] : [],
    );
  };
}
