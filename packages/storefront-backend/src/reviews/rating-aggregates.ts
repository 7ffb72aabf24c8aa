import type { AggregateItem, ReviewAggregateInput } from '@haat/storefront-api/resolvers';

/** What searchReviews answers when no aggregate is asked for. */
const DEFAULT_AGGREGATES: readonly ReviewAggregateInput[] = [
  { name: 'rating', type: 'TERMS', field: 'RATING' },
  { name: 'averageRating', type: 'AVG', field: 'RATING' },
];

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Rating aggregates over every matching review (before paging), from how many gave each rating
 * (index 0 is rating 1). TERMS always lists the buckets "1" to "5", most reviews first, then by
 * key; AVG and SUM are rounded to 2 decimals; AVG, MIN and MAX are null without reviews.
 *
 * @example
 * ratingAggregates([0, 0, 1, 0, 3], null);
 * // [{ name: 'rating', type: 'TERMS', buckets: [{ key: '5', docCount: 3 }, …], value: null },
 * //  { name: 'averageRating', type: 'AVG', buckets: [], value: 4.5 }]
 */
export function ratingAggregates(
  counts: readonly number[],
  requests: readonly ReviewAggregateInput[] | null | undefined,
): AggregateItem[] {
  const wanted = requests && requests.length > 0 ? requests : DEFAULT_AGGREGATES;
  const ratings = counts.map((docCount, index) => ({ rating: index + 1, docCount }));
  const present = ratings.filter((bucket) => bucket.docCount > 0).map((bucket) => bucket.rating);
  const total = ratings.reduce((sum, bucket) => sum + bucket.docCount, 0);
  const sum = ratings.reduce((acc, bucket) => acc + bucket.rating * bucket.docCount, 0);
  return wanted.map(({ name, type }) => {
    if (type === 'TERMS') {
      const buckets = ratings
        .map(({ rating, docCount }) => ({ key: String(rating), docCount }))
        .sort((a, b) => b.docCount - a.docCount || a.key.localeCompare(b.key));
      return { name, type, buckets, value: null };
    }
    const numeric = {
      SUM: total === 0 ? null : round2(sum),
      AVG: total === 0 ? null : round2(sum / total),
      MIN: present.length === 0 ? null : Math.min(...present),
      MAX: present.length === 0 ? null : Math.max(...present),
    };
    return { name, type, buckets: [], value: numeric[type] };
  });
}
