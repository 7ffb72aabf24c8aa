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
 * The pg_trgm word similarity a vocabulary word must reach with a typed word to be weighed by
 * the contract's similarity: low, since one typo in a short word scores 0.3–0.6 in trigrams
 * while the contract's similarity (0.8 for 'serm' / 'serum') decides afterwards.
 */
const TRIGRAM_FLOOR = 0.3;

/** The most vocabulary words weighed per typed word (the closest by trigrams). */
const WORDS_PER_TYPED = 300;

/**
 * `searchCandidates` in SQL, in two statements whatever the catalogue's size:
 * 1. the vocabulary (`search_words`, trigram GIN index) gives the words close to each typed
 *    word; the contract's `termSimilarity` keeps those reaching `CANDIDATE_SIMILARITY`;
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
    const close = await run(async (tx) => {
      // Local to the transaction: `<%` compares against this threshold and uses the index.
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TRIGRAM_FLOOR)}, true)`,
      );
      return rowsOf(
        await tx.execute(sql`select distinct w.word from unnest(${sql.param([...typed])}::text[]) as t(typed)
          cross join lateral (select word from search_words where t.typed <% word
            order by word_similarity(t.typed, word) desc limit ${WORDS_PER_TYPED}) as w`),
      ).map((row) => String(row['word']));
    });
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
    const best = sql.join(
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
          sql`case ${best} else 0 end desc`,
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
