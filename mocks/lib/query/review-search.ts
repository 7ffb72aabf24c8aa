import type {
  ReviewAggregateInput,
  ReviewSort,
  SearchReviewsFilter,
} from '@haat/storefront-api/resolvers';
import type { ReviewRecord } from '../models.js';
import { aggregate } from './aggregate.js';

const DEFAULT_AGGREGATES: readonly ReviewAggregateInput[] = [
  { name: 'rating', type: 'TERMS', field: 'RATING' },
  { name: 'averageRating', type: 'AVG', field: 'RATING' },
];

const created = (review: ReviewRecord): string => review.createdAt ?? '';

const comparators: Readonly<Record<ReviewSort, (a: ReviewRecord, b: ReviewRecord) => number>> = {
  NEWEST: (a, b) => created(b).localeCompare(created(a)),
  OLDEST: (a, b) => created(a).localeCompare(created(b)),
  RATING_HIGH: (a, b) => b.rating - a.rating || created(b).localeCompare(created(a)),
  RATING_LOW: (a, b) => a.rating - b.rating || created(b).localeCompare(created(a)),
};

/** Reviews matching the filter, sorted (newest first by default). */
export function findReviews(
  reviews: readonly ReviewRecord[],
  filter: SearchReviewsFilter | null | undefined,
  sort: ReviewSort | null | undefined,
): ReviewRecord[] {
  const f = filter ?? {};
  return reviews
    .filter(
      (r) =>
        (!f.productId || r.productId === f.productId) &&
        (!f.userId || r.userId === f.userId) &&
        (f.rating == null || r.rating === f.rating) &&
        (f.ratingAtLeast == null || r.rating >= f.ratingAtLeast) &&
        (f.verified == null || r.verified === f.verified) &&
        (f.withImages == null || r.images.length > 0 === f.withImages),
    )
    .sort((a, b) => comparators[sort ?? 'NEWEST'](a, b) || a.id.localeCompare(b.id));
}

/** Rating aggregates over all matches; TERMS on RATING always lists buckets "1".."5". */
export function reviewAggregates(
  reviews: readonly ReviewRecord[],
  requests: readonly ReviewAggregateInput[] | null | undefined,
) {
  const wanted = requests && requests.length > 0 ? requests : DEFAULT_AGGREGATES;
  return wanted.map((request) =>
    aggregate(
      reviews,
      request,
      (review) => ({ terms: [String(review.rating)], number: review.rating }),
      ['1', '2', '3', '4', '5'],
    ),
  );
}
