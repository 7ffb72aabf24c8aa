import type { Review } from '@haat/storefront-api/resolvers';
import type { ReviewRecord } from '../ports/storage/records.js';

/**
 * A stored review as the API answers it (reviewer name and email together, ISO times).
 *
 * @example
 * apiReview(record).reviewer; // { name: 'Asha', email: null }
 */
export function apiReview(review: ReviewRecord): Review {
  return {
    id: review.id,
    userId: review.userId,
    verified: review.verified,
    reviewer: { name: review.reviewerName, email: review.reviewerEmail },
    productId: review.productId,
    rating: review.rating,
    title: review.title,
    comment: review.comment,
    images: [...review.images],
    createdAt: new Date(review.createdAt).toISOString(),
    updatedAt: new Date(review.updatedAt).toISOString(),
  };
}
