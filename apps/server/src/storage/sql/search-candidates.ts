import {
  bestWordSimilarity,
  CANDIDATE_SIMILARITY,
  type CatalogueRepository,
  type CatalogueSeed,
  type SearchCandidate,
} from '@haat/storefront-backend';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { products } from '../schema/index.js';
import { rowsOf, type Run, type Tx } from './executor.js';
import { ordersWindows, type CandidateStatistics } from './search-windows.js';

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

const candidateColumns = {
  id: products.id,
  totalOrders: products.totalOrders,
  position: products.curatedPosition,
  words: products.searchWords,
  collections: products.collections,
};

/**
 * Up to `most` products matching `where` in the best-seller index's order (more orders,
 * curated position, id), among those whose `total_orders` is at least `from` and below
 * `below` (each when given). With neither, one walk of the index: a common word's holders are
 * met within a few rows of it, a rare word's found through the GIN index (the planner
 * chooses). A window is read apart from that order (the subquery's `offset 0`), so the planner
 * may intersect the word's GIN index with the window's range of the best-seller index and
 * visit only rows holding the word: walking the index visits each product in turn, and its
 * words are stored out of line (migration 0011's narrow heap), a read of their own each.
 */
function levelRows(
  tx: Tx,
  where: SQL | undefined,
  from: number | undefined,
  below: number | undefined,
  most: number,
) {
  const order = [
    sql`${products.totalOrders} desc`,
    sql`${products.curatedPosition} asc`,
    sql`${products.id} collate "C" asc`,
  ];
  if (from === undefined && below === undefined) {
    return tx
      .select(candidateColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(most);
  }
  const window = tx
    .select(candidateColumns)
    .from(products)
    .where(
      and(
        where,
        from === undefined ? undefined : gte(products.totalOrders, from),
        below === undefined ? undefined : lt(products.totalOrders, below),
      ),
    )
    .offset(0)
    .as('window');
  return tx
    .select()
    .from(window)
    .orderBy(
      sql`${window.totalOrders} desc`,
      sql`${window.position} asc`,
      sql`${window.id} collate "C" asc`,
    )
    .limit(most);
}

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
 * Each candidate comes with what ranking needs before reading documents: its level's
 * similarity, order keys, search words and collections (no document is read here).
 *
 * @example
 * const find = sqlSearchCandidates(run);
 * await find(['serm'], 500);
 */
export function sqlSearchCandidates<C extends CatalogueSeed>(
  run: Run,
  statistics: () => Promise<CandidateStatistics | null> = () => Promise.resolve(null),
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
      const skipped = after !== undefined && similarity > after.similarity;
      const from = after?.similarity === similarity ? after : undefined;
      const where = and(
        eq(products.status, 'ENABLED'),
        sql`${products.searchWords} && ${sql.param(level)}::text[]`,
        better.length > 0
          ? sql`not (${products.searchWords} && ${sql.param([...better])}::text[])`
          : undefined,
        from ? following(from) : undefined,
      );
      const bounds = skipped
        ? []
        : ordersWindows(await statistics(), level, limit - found.length, from?.totalOrders);
      // The windows from the most orders down, the last one every product below them.
      for (let window = 0; !skipped && window <= bounds.length; window += 1) {
        const least = bounds[window];
        if (found.length >= limit) break;
        if (from && least !== undefined && least > from.totalOrders) continue;
        const rows = await run((tx) =>
          levelRows(tx, where, least, bounds[window - 1], limit - found.length),
        );
        found.push(...rows.map((row) => ({ ...row, similarity })));
      }
      better.push(...level);
    }
    return found;
  };
}
