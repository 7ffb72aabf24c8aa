import type { ReviewChanges, ReviewRecord } from '../../ports/storage/records.js';
import type { ReviewFilter, ReviewSort, ReviewsRepository } from '../../ports/storage/reviews.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Run } from '../draft.js';
import { compareText, newestFirst, pageOf } from '../paging.js';

const matches = (review: ReviewRecord, filter: ReviewFilter): boolean =>
  (filter.productId === undefined || review.productId === filter.productId) &&
  (filter.userId === undefined || review.userId === filter.userId) &&
  (filter.rating === undefined || review.rating === filter.rating) &&
  (filter.ratingAtLeast === undefined || review.rating >= filter.ratingAtLeast) &&
  (filter.verified === undefined || review.verified === filter.verified) &&
  (filter.withImages === undefined || review.images.length > 0 === filter.withImages);

const ORDERS: Readonly<Record<ReviewSort, (a: ReviewRecord, b: ReviewRecord) => number>> = {
  NEWEST: newestFirst,
  OLDEST: (a, b) => a.createdAt - b.createdAt,
  RATING_HIGH: (a, b) => b.rating - a.rating || newestFirst(a, b),
  RATING_LOW: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** Only the changeable fields, whatever else the object carries. */
const changesOf = (changes: ReviewChanges): ReviewChanges => ({
  ...(changes.rating !== undefined && { rating: changes.rating }),
  ...(changes.title !== undefined && { title: changes.title }),
  ...(changes.comment !== undefined && { comment: changes.comment }),
  ...(changes.images !== undefined && { images: [...changes.images] }),
});

/** Reviews in the memory adapter (seeded ones included). */
export function memoryReviews(run: Run): ReviewsRepository {
  return {
    byId: (id) => run((draft) => copy(draft.read('reviews').get(id) ?? null)),
    insert: (review) =>
      run((draft) => {
        const table = draft.read('reviews');
        for (const existing of table.values()) {
          if (existing.userId === review.userId && existing.productId === review.productId) {
            return { created: false as const, existing: copy(existing) };
          }
        }
        assertNew(table, review.id, 'review id');
        draft.write('reviews').set(review.id, copy(review));
        return { created: true as const, review: copy(review) };
      }),
    update: (userId, id, changes, at) =>
      run((draft) => {
        const review = draft.read('reviews').get(id);
        if (review?.userId !== userId) return null;
        const updated = { ...review, ...changesOf(changes), updatedAt: at };
        draft.write('reviews').set(id, updated);
        return copy(updated);
      }),
    search: (filter, sort, page) =>
      run((draft) => {
        const found = [...draft.read('reviews').values()]
          .filter((review) => matches(review, filter))
          .sort((a, b) => ORDERS[sort](a, b) || compareText(a.id, b.id));
        const count = (rating: number) => found.filter((review) => review.rating === rating).length;
        const ratingCounts = [count(1), count(2), count(3), count(4), count(5)] as const;
        return { ...pageOf(found, page), ratingCounts };
      }),
  };
}
