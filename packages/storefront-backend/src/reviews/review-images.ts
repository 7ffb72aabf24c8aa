import { badInput } from '../errors.js';
import type { UploadsRepository } from '../ports/storage/uploads.js';
import { REVIEW_LIMITS } from './review-text.js';

/**
 * Image keys of a review: at most 5, each one of the user's own finished uploads
 * (createReviewImageUpload, then the bytes sent to its URL); BAD_USER_INPUT otherwise.
 *
 * @example
 * await reviewImages(repos.uploads, user.id, ['reviews/u-…']);
 */
export async function reviewImages(
  uploads: UploadsRepository,
  userId: string,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length > REVIEW_LIMITS.images) {
    throw badInput(`At most ${REVIEW_LIMITS.images} images per review.`);
  }
  const slots = await Promise.all(keys.map((key) => uploads.byKey(key)));
  if (slots.some((slot) => !slot || slot.userId !== userId || slot.uploadedAt === null)) {
    throw badInput('An image was not uploaded. Please add it again.');
  }
  return [...keys];
}
