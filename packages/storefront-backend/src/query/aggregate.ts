import { roundRupees } from '@haat/commerce-core';
import type { AggregateItem, AggregateType } from '@haat/storefront-api/resolvers';

/**
 * What an aggregate reads from one document: terms (for TERMS) and a number (for the rest).
 *
 * @example
 * const value: AggregateValue = { terms: ['serum'], number: null };
 */
export interface AggregateValue {
  readonly terms: readonly string[];
  readonly number: number | null;
}

/**
 * One aggregate a query asks for, over a field of its documents.
 *
 * @example
 * const request: AggregateRequest<'PRICE'> = { name: 'avgPrice', type: 'AVG', field: 'PRICE' };
 */
export interface AggregateRequest<F> {
  readonly name: string;
  readonly type: AggregateType;
  readonly field: F;
}

/**
 * What an aggregate is computed from, however it was gathered (in JS over documents, or by a
 * database's GROUP BY / COUNT / SUM / MIN / MAX): documents per term for TERMS, and the count,
 * sum, least and greatest of the numbers for the rest (`null` bounds when there are none).
 *
 * @example
 * const summary: AggregateSummary = { terms: new Map([['serum', 3]]), count: 0, sum: 0, min: null, max: null };
 */
export interface AggregateSummary {
  readonly terms: ReadonlyMap<string, number>;
  readonly count: number;
  readonly sum: number;
  readonly min: number | null;
  readonly max: number | null;
}

const numeric = (type: AggregateType, summary: AggregateSummary): number | null => {
  if (summary.count === 0) return null;
  // Sums and means are rounded to two decimals with commerce-core's one rounding.
  if (type === 'SUM') return roundRupees(summary.sum);
  if (type === 'AVG') return roundRupees(summary.sum / summary.count);
  if (type === 'MIN') return summary.min;
  return summary.max;
};

/**
 * The answer to one aggregate from its summary. TERMS buckets are sorted by count descending,
 * then key; `allTerms` lists terms that must appear even at 0.
 *
 * @example
 * aggregateItem({ name: 'avg', type: 'AVG', field: 'n' },
 *   { terms: new Map(), count: 2, sum: 3, min: 1, max: 2 }).value; // 1.5
 */
export function aggregateItem<F>(
  request: AggregateRequest<F>,
  summary: AggregateSummary,
  allTerms: readonly string[] = [],
): AggregateItem {
  if (request.type !== 'TERMS') {
    return {
      name: request.name,
      type: request.type,
      buckets: [],
      value: numeric(request.type, summary),
    };
  }
  const counts = new Map<string, number>(allTerms.map((term) => [term, 0]));
  for (const [term, docCount] of summary.terms) counts.set(term, docCount);
  const buckets = [...counts]
    .map(([key, docCount]) => ({ key, docCount }))
    .sort((a, b) => b.docCount - a.docCount || a.key.localeCompare(b.key));
  return { name: request.name, type: request.type, buckets, value: null };
}

/**
 * Aggregates over all matching documents (before paging), summarised in JS (see
 * {@link aggregateItem} for the answer's rules).
 *
 * @example
 * aggregate([{ n: 1 }, { n: 2 }], { name: 'avg', type: 'AVG', field: 'n' },
 *   (doc) => ({ terms: [], number: doc.n })).value; // 1.5
 */
export function aggregate<D, F>(
  documents: readonly D[],
  request: AggregateRequest<F>,
  valueOf: (document: D, field: F) => AggregateValue,
  allTerms: readonly string[] = [],
): AggregateItem {
  const values = documents.map((document) => valueOf(document, request.field));
  const numbers = values.flatMap((value) => (value.number === null ? [] : [value.number]));
  const terms = new Map<string, number>();
  for (const value of values) {
    for (const term of new Set(value.terms)) terms.set(term, (terms.get(term) ?? 0) + 1);
  }
  return aggregateItem(
    request,
    {
      terms,
      count: numbers.length,
      sum: numbers.reduce((acc, n) => acc + n, 0),
      min: numbers.length === 0 ? null : Math.min(...numbers),
      max: numbers.length === 0 ? null : Math.max(...numbers),
    },
    allTerms,
  );
}
