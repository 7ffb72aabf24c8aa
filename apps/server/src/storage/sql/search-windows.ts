import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from './executor.js';

/**
 * What the planner's statistics (`ANALYZE`: a catalogue load runs it, PostgreSQL's autovacuum
 * renews it) say about products, as far as search candidates need it: how many there are, the
 * share of them holding each search word, and how `total_orders` is spread. Only a guide to
 * how far down the best-seller order a level's candidates lie: a stale or missing figure costs
 * time, never an answer (the windows it sizes cover every product between them).
 */
export interface CandidateStatistics {
  readonly rows: number;
  /** The share of products holding each listed word (`most_common_elems` of `search_words`). */
  readonly wordShare: ReadonlyMap<string, number>;
  /** The least listed share: an unlisted word is held by fewer (PostgreSQL lists the common). */
  readonly leastWordShare: number;
  /** `total_orders`: its most common values and their shares. */
  readonly commonOrders: readonly { readonly value: number; readonly share: number }[];
  /** `total_orders`: the histogram's bounds (ascending; equal shares of the other rows). */
  readonly orderBounds: readonly number[];
}

/** A PostgreSQL array's text (`{1,2.5}`) as numbers. */
const numbers = (value: unknown): number[] =>
  typeof value === 'string'
    ? value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter((part) => part !== '')
        .map(Number)
    : [];

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * Reads {@link CandidateStatistics} from `pg_stats` and `pg_class`; null when products were
 * never analysed (no shares: search then walks the best-seller order as it finds).
 *
 * @example
 * const statistics = await candidateStatistics(tx);
 */
export async function candidateStatistics(tx: Tx): Promise<CandidateStatistics | null> {
  const rows = rowsOf(
    await tx.execute(sql`select s.attname as column, c.reltuples as rows,
        s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::text as shares,
        s.most_common_vals::text as vals, s.most_common_freqs::text as freqs,
        s.histogram_bounds::text as bounds
      from pg_stats s join pg_class c on c.oid = 'products'::regclass
      where s.schemaname = current_schema() and s.tablename = 'products'
        and s.attname in ('search_words', 'total_orders')`),
  );
  const words = rows.find((row) => row['column'] === 'search_words');
  const orders = rows.find((row) => row['column'] === 'total_orders');
  const total = Number(words?.['rows'] ?? 0);
  if (!words || !orders || !(total > 0)) return null;
  const elems = texts(words['elems']);
  // The element shares, then their least and most and the share of null elements.
  const shares = numbers(words['shares']);
  if (elems.length === 0 || shares.length < elems.length) return null;
  const values = numbers(orders['vals']);
  const freqs = numbers(orders['freqs']);
  return {
    rows: total,
    wordShare: new Map(elems.map((word, at) => [word, shares[at] ?? 0])),
    leastWordShare: Math.min(...shares.slice(0, elems.length)),
    commonOrders: values.map((value, at) => ({ value, share: freqs[at] ?? 0 })),
    orderBounds: numbers(orders['bounds']),
  };
}

/** The estimated share of products with `total_orders` of at least `value`. */
function shareFrom(statistics: CandidateStatistics, value: number): number {
  const { commonOrders, orderBounds: bounds } = statistics;
  let common = 0;
  let above = 0;
  for (const { value: known, share } of commonOrders) {
    common += share;
    if (known >= value) above += share;
  }
  const buckets = bounds.length - 1;
  if (buckets < 1) return above;
  const first = bounds[0] ?? 0;
  const last = bounds[buckets] ?? 0;
  let below: number;
  if (value <= first) below = 0;
  else if (value > last) below = 1;
  else {
    let at = 0;
    while ((bounds[at + 1] ?? last) < value) at += 1;
    const low = bounds[at] ?? first;
    const high = bounds[at + 1] ?? last;
    below = (at + (high > low ? (value - low) / (high - low) : 0)) / buckets;
  }
  return above + (1 - common) * (1 - below);
}

/** The highest `total_orders` that about `share` of the products reach (binary search). */
function ordersReachedBy(statistics: CandidateStatistics, share: number): number {
  const known = [...statistics.orderBounds, ...statistics.commonOrders.map((c) => c.value)];
  let low = Math.min(...known);
  let high = Math.max(...known);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (shareFrom(statistics, middle) >= share) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Holders a window is sized to hold, in asked candidates: a margin over chance. */
const EXPECTED_PER_ASKED = 2;

/** Each next window covers this many times the ranks of the one before it. */
const WINDOW_GROWTH = 4;

/**
 * Below this many index rows to walk (the asked count over the words' share), the best-seller
 * index walk is cheaper than any window: it reads a common word's holders almost in a row.
 */
const LEAST_WALK_FOR_WINDOWS = 200;

/**
 * The `total_orders` bounds (descending) that cut the best-seller order into windows for one
 * level's statement: the first window, `total_orders` at least the first bound, is sized to
 * hold about twice the `wanted` holders of `words` by their shares; each next one four times
 * the ranks of the last; the last window is every product below the last bound. Empty when
 * one statement over the whole order is better: no statistics, a word most products hold (the
 * index walk stops within a few rows), or a rare one (the first window would be most of the
 * shop: its holders are found through the word's index). Asked again after a candidate with
 * `below` orders, the windows are sized from there down.
 *
 * @example
 * ordersWindows(statistics, ['hyaluronic'], 30); // [9937, 9750, 9000, 6000]
 */
export function ordersWindows(
  statistics: CandidateStatistics | null,
  words: readonly string[],
  wanted: number,
  below?: number,
): number[] {
  if (!statistics || wanted < 1) return [];
  if (statistics.orderBounds.length + statistics.commonOrders.length === 0) return [];
  const share = Math.min(
    1,
    words.reduce(
      (sum, word) => sum + (statistics.wordShare.get(word) ?? statistics.leastWordShare),
      0,
    ),
  );
  if (!(share > 0) || wanted / share < LEAST_WALK_FOR_WINDOWS) return [];
  const bounds: number[] = [];
  // Asked again: the windows start at the last candidate's orders.
  const skipped = below === undefined ? 0 : shareFrom(statistics, below + 1) * statistics.rows;
  for (
    let ranks = (EXPECTED_PER_ASKED * wanted) / share;
    skipped + ranks < statistics.rows / 2;
    ranks *= WINDOW_GROWTH
  ) {
    const bound = ordersReachedBy(statistics, (skipped + ranks) / statistics.rows);
    const previous = bounds.at(-1);
    if (previous === undefined || bound < previous) bounds.push(bound);
  }
  return bounds;
}
