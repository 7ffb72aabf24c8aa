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

const numeric = (type: AggregateType, numbers: readonly number[]): number | null => {
  if (numbers.length === 0) return null;
  const sum = numbers.reduce((acc, n) => acc + n, 0);
  // Sums and means are rounded to two decimals with commerce-core's one rounding.
  if (type === 'SUM') return roundRupees(sum);
  if (type === 'AVG') return roundRupees(sum / numbers.length);
  if (type === 'MIN') return Math.min(...numbers);
  return Math.max(...numbers);
};

/**
 * Aggregates over all matching documents (before paging). TERMS counts documents per term,
 * sorted by count descending then key; `allTerms` lists terms that must appear even at 0.
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
  if (request.type !== 'TERMS') {
    const numbers = values.flatMap((value) => (value.number === null ? [] : [value.number]));
    return {
      name: request.name,
      type: request.type,
      buckets: [],
      value: numeric(request.type, numbers),
    };
  }
  const counts = new Map<string, number>(allTerms.map((term) => [term, 0]));
  for (const value of values) {
    for (const term of new Set(value.terms)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const buckets = [...counts]
    .map(([key, docCount]) => ({ key, docCount }))
    .sort((a, b) => b.docCount - a.docCount || a.key.localeCompare(b.key));
  return { name: request.name, type: request.type, buckets, value: null };
}
