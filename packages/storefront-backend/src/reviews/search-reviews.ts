import type { QuerySearchReviewsArgs, ReviewConnection } from '@haat/storefront-api/resolvers';
import type { BackendDeps } from '../deps.js';
import { apiPage, pageRequest } from '../paging/page-args.js';
import type { ReviewFilter } from '../ports/storage/reviews.js';
import { apiReview } from './api-review.js';
import { ratingAggregates } from './rating-aggregates.js';

/**
 * searchReviews: the catalogue's and shoppers' reviews matching the filter, newest first by
 * default, one page, with rating aggregates over every match, as `viewerId` (the signed-in
 * caller, or null) may see them (`apiReview`: a reviewer's id and email only to that reviewer).
 *
 * @example
 * const page = await searchReviews(deps, { filter: { productId: 'p1' }, limit: 10 }, null);
 */
export async function searchReviews(
  deps: BackendDeps,
  args: QuerySearchReviewsArgs,
  viewerId: string | null,
): Promise<ReviewConnection> {
  const request = pageRequest(args);
  const f = args.filter ?? {};
  const filter: ReviewFilter = {
    productId: f.productId ?? undefined,
    userId: f.userId ?? undefined,
    rating: f.rating ?? undefined,
    ratingAtLeast: f.ratingAtLeast ?? undefined,
    verified: f.verified ?? undefined,
    withImages: f.withImages ?? undefined,
  };
  const found = await deps.storage.repos.reviews.search(filter, args.sort ?? 'NEWEST', request);
  return {
    ...apiPage(found, request, (review) => apiReview(review, viewerId)),
    aggregateItems: ratingAggregates(found.ratingCounts, args.aggregates),
  };
}
