import type { CatalogueSeed } from '../ports/storage/catalogue.js';
import type { ReviewRecord } from '../ports/storage/records.js';

const epochMs = (iso: string, field: string, id: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Seeded review ${id} has an invalid ${field}: ${iso}`);
  return ms;
};

/**
 * The catalogue's seeded reviews as storage keeps them (times in epoch ms, empty texts as null),
 * for every adapter to seed its reviews with. Throws on an unreadable date: the seed is broken.
 *
 * @example
 * seedReviewRecords(catalogue)[0]?.createdAt; // 1704067200000
 */
export function seedReviewRecords(catalogue: Pick<CatalogueSeed, 'reviews'>): ReviewRecord[] {
  return catalogue.reviews.map((review) => ({
    id: review.id,
    userId: review.userId,
    productId: review.productId,
    verified: review.verified,
    reviewerName: review.reviewer.name,
    reviewerEmail: review.reviewer.email || null,
    rating: review.rating,
    title: review.title || null,
    comment: review.comment || null,
    images: [...review.images],
    createdAt: epochMs(review.createdAt, 'createdAt', review.id),
    updatedAt: epochMs(review.updatedAt, 'updatedAt', review.id),
  }));
}
