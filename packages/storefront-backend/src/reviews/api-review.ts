import type { Review } from '@haat/storefront-api/resolvers';
import type { ReviewRecord } from '../ports/storage/records.js';

/**
 * A stored review as the API answers it to `viewerId` (the signed-in caller's user id, or null):
 * the reviewer's shown name, rating, texts, pictures and times for everyone; the reviewer's user
 * id and email only to the reviewer, never to another shopper.
 *
 * @example
 * apiReview(record, null).reviewer; // { name: 'Asha', email: null }
 * apiReview(record, record.userId).userId; // the reviewer's own id
 */
export function apiReview(review: ReviewRecord, viewerId: string | null): Review {
  const own = viewerId !== null && review.userId === viewerId;
  return {
    id: review.id,
    userId: own ? review.userId : null,
    verified: review.verified,
    reviewer: { name: review.reviewerName, email: own ? review.reviewerEmail : null },
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    images: [...review.images],
    createdAt: new Date(review.createdAt).toISOString(),
    updatedAt: new Date(review.updatedAt).toISOString(),
  };
}
