import { sanitizeText, tooLongMessage } from '@haat/commerce-core';
import { productById } from './catalogue/index.js';
import { isoAt } from './clock.js';
import type { MockContext } from './context.js';
import { apiError, badInput } from './errors.js';
import type { CreateReviewInput, UpdateReviewInput } from '@haat/storefront-api/resolvers';
import type { ReviewRecord, UserRecord } from './models.js';

export const REVIEW_LIMITS = Object.freeze({ title: 120, comment: 2000, images: 5 });

/** Catalogue reviews plus the ones shoppers wrote (theirs replace none: ids differ). */
export function allReviews(context: MockContext): ReviewRecord[] {
  return [...context.catalogue.reviews, ...context.state.reviews.values()];
}

const clean = (value: string | null | undefined, max: number, field: string): string | null => {
  if (value == null) return null;
  const text = sanitizeText(value).trim();
  if (text.length > max) throw badInput(tooLongMessage(field, max));
  return text || null;
};

const checkRating = (rating: number): number => {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw badInput('Rating must be 1 to 5.');
  return rating;
};

/** Image keys must be this user's finished uploads (createReviewImageUpload, then PUT). */
function checkImages(context: MockContext, user: UserRecord, keys: readonly string[]): string[] {
  if (keys.length > REVIEW_LIMITS.images) {
    throw badInput(`At most ${REVIEW_LIMITS.images} images per review.`);
  }
  for (const key of keys) {
    const upload = context.state.uploads.get(key);
    if (!upload || upload.userId !== user.id || upload.dataUrl === null) {
      throw badInput('An image was not uploaded. Please add it again.');
    }
  }
  return [...keys];
}

const hasOrdered = (context: MockContext, user: UserRecord, productId: string): boolean =>
  context.state.orders
    .values()
    .some((o) => o.userId === user.id && o.products.some((p) => p.productId === productId));

/** A new review by the user: one per product, verified when they ordered it. */
export function newReview(
  context: MockContext,
  user: UserRecord,
  input: CreateReviewInput,
): ReviewRecord {
  const product = productById(context.catalogue, input.productId);
  if (!product) throw apiError('NOT_FOUND', 'Product not found');
  const mine = allReviews(context).some((r) => r.userId === user.id && r.productId === product.id);
  if (mine) throw badInput('You have already reviewed this product. Edit your review instead.');
  const name =
    clean(input.reviewerName, 60, 'Name') ??
    ([user.firstName, user.lastName].filter(Boolean).join(' ') || 'Haat customer');
  const now = isoAt(context.now);
  const review: ReviewRecord = {
    id: crypto.randomUUID(),
    userId: user.id,
    verified: hasOrdered(context, user, product.id),
    reviewer: { name, email: user.email ?? null },
    productId: product.id,
    rating: checkRating(input.rating),
    title: clean(input.title, REVIEW_LIMITS.title, 'Title'),
    comment: clean(input.comment, REVIEW_LIMITS.comment, 'Comment'),
    images: checkImages(context, user, input.images ?? []),
    createdAt: now,
    updatedAt: now,
  };
  return context.state.reviews.set(review.id, review);
}

/** The user's own review with the given changes. */
export function changedReview(
  context: MockContext,
  user: UserRecord,
  input: UpdateReviewInput,
): ReviewRecord {
  const review = context.state.reviews.get(input.id);
  if (!review || review.userId !== user.id) throw apiError('NOT_FOUND', 'Review not found');
  return context.state.reviews.set(review.id, {
    ...review,
    rating: input.rating == null ? review.rating : checkRating(input.rating),
    title:
      input.title === undefined
        ? (review.title ?? null)
        : clean(input.title, REVIEW_LIMITS.title, 'Title'),
    comment:
      input.comment === undefined
        ? (review.comment ?? null)
        : clean(input.comment, REVIEW_LIMITS.comment, 'Comment'),
    images: input.images == null ? review.images : checkImages(context, user, input.images),
    updatedAt: isoAt(context.now),
  });
}
