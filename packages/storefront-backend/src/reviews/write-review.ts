import type { CreateReviewInput, UpdateReviewInput } from '@haat/storefront-api/resolvers';
import type { ShopCatalogue } from '../deps.js';
import { apiError, badInput } from '../errors.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories } from '../ports/storage.js';
import type { ReviewChanges, ReviewRecord, UserRecord } from '../ports/storage/records.js';
import { attachReviewImages } from './review-images.js';
import { REVIEW_LIMITS, reviewRating, reviewText } from './review-text.js';

/**
 * createReview's work: the user's review of a product, marked verified only when one of their
 * orders holding the product is paid or delivered. One review per user and product (unique in
 * storage): a second is BAD_USER_INPUT.
 *
 * @example
 * const review = await writeReview(repos, ids, user, input, now);
 */
export async function writeReview(
  repos: Repositories<ShopCatalogue>,
  ids: IdSource,
  user: UserRecord,
  input: CreateReviewInput,
  now: number,
): Promise<ReviewRecord> {
  const product = await repos.catalogue.productById(input.productId);
  if (!product) throw apiError('NOT_FOUND', 'Product not found');
  const name =
    reviewText(input.reviewerName, REVIEW_LIMITS.name, 'Name') ??
    ([user.firstName, user.lastName].filter(Boolean).join(' ') || 'Haat customer');
  const id = ids.uuid();
  const review: ReviewRecord = {
    id,
    userId: user.id,
    productId: product.id,
    verified: await repos.orders.hasPaidOrDelivered(user.id, product.id),
    reviewerName: name,
    reviewerEmail: user.email,
    rating: reviewRating(input.rating),
    title: reviewText(input.title, REVIEW_LIMITS.title, 'Title'),
    comment: reviewText(input.comment, REVIEW_LIMITS.comment, 'Comment'),
    images: await attachReviewImages(repos.uploads, id, user.id, input.images ?? [], now),
    createdAt: now,
    updatedAt: now,
  };
  const outcome = await repos.reviews.insert(review);
  if (!outcome.created) {
    throw badInput('You have already reviewed this product. Edit your review instead.');
  }
  return outcome.review;
}

/**
 * updateReview's work: the user's own review with the given changes (absent fields kept, null
 * title or comment clears); another user's review is NOT_FOUND.
 *
 * @example
 * await changeReview(repos, user, { id, rating: 5 }, now);
 */
export async function changeReview(
  repos: Repositories<ShopCatalogue>,
  user: UserRecord,
  input: UpdateReviewInput,
  now: number,
): Promise<ReviewRecord> {
  const changes: ReviewChanges = {
    ...(input.rating != null && { rating: reviewRating(input.rating) }),
    ...(input.title !== undefined && {
      title: reviewText(input.title, REVIEW_LIMITS.title, 'Title'),
    }),
    ...(input.comment !== undefined && {
      comment: reviewText(input.comment, REVIEW_LIMITS.comment, 'Comment'),
    }),
    ...(input.images != null && {
      images: await attachReviewImages(repos.uploads, input.id, user.id, input.images, now),
    }),
  };
  const updated = await repos.reviews.update(user.id, input.id, changes, now);
  if (!updated) throw apiError('NOT_FOUND', 'Review not found');
  return updated;
}
