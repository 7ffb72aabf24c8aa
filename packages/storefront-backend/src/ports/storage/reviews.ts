import type { Page, PageRequest } from './paging.js';
import type { ReviewChanges, ReviewRecord } from './records.js';

/**
 * The outcome of writing a review: stored, or refused because the user already reviewed the
 * product (the existing review is answered, unchanged).
 *
 * @example
 * const outcome = await repos.reviews.insert(review);
 * if (!outcome.created) refuse('You have already reviewed this product.');
 */
export type ReviewInsertOutcome =
  | { readonly created: true; readonly review: ReviewRecord }
  | { readonly created: false; readonly existing: ReviewRecord };

/**
 * What a review search matches; absent fields match everything.
 *
 * @example
 * const filter: ReviewFilter = { productId: 'p1', ratingAtLeast: 4, withImages: true };
 */
export interface ReviewFilter {
  readonly productId?: string | undefined;
  readonly userId?: string | undefined;
  readonly rating?: number | undefined;
  readonly ratingAtLeast?: number | undefined;
  readonly verified?: boolean | undefined;
  readonly withImages?: boolean | undefined;
}

/**
 * Review orders; ties fall back to newest first, then id.
 *
 * @example
 * const sort: ReviewSort = 'RATING_HIGH';
 */
export type ReviewSort = 'NEWEST' | 'OLDEST' | 'RATING_HIGH' | 'RATING_LOW';

/**
 * One page of matching reviews, with how many of all matches gave each rating (index 0 is
 * rating 1), for the rating buckets and the average.
 *
 * @example
 * const found = await repos.reviews.search({ productId }, 'NEWEST', { offset: 0, limit: 10 });
 * const average = found.ratingCounts.reduce((sum, n, i) => sum + n * (i + 1), 0) / found.total;
 */
export interface ReviewSearchResult extends Page<ReviewRecord> {
  readonly ratingCounts: readonly [number, number, number, number, number];
}

/**
 * Reviews: the catalogue's seeded ones and those shoppers write, unique on (userId, productId)
 * (SQL: a UNIQUE index; insert is `INSERT … ON CONFLICT DO NOTHING`, then the existing row is
 * read). Each method is one atomic operation.
 *
 * @example
 * const page = await repos.reviews.search({ productId: 'p1' }, 'NEWEST', { offset: 0, limit: 10 });
 */
export interface ReviewsRepository {
  byId(id: string): Promise<ReviewRecord | null>;
  insert(review: ReviewRecord): Promise<ReviewInsertOutcome>;
  /** Changes the user's own review and sets `updatedAt`; null when it is not theirs. */
  update(
    userId: string,
    id: string,
    changes: ReviewChanges,
    at: number,
  ): Promise<ReviewRecord | null>;
  search(filter: ReviewFilter, sort: ReviewSort, page: PageRequest): Promise<ReviewSearchResult>;
}
