import { badInput } from '../errors.js';
import type { UploadsRepository } from '../ports/storage/uploads.js';
import { REVIEW_LIMITS } from './review-text.js';
import { uploadCaps } from './upload-slot.js';

/**
 * Attaches the image keys of a review (written in the same transaction): at most 5, each one of
 * the user's own finished uploads (createReviewImageUpload, then the bytes sent to its URL),
 * not lapsed and not part of another review; BAD_USER_INPUT otherwise. The review's earlier
 * images not listed any more are detached (and swept with the other unattached uploads).
 * Answers the keys.
 *
 * @example
 * await attachReviewImages(repos.uploads, review.id, user.id, ['reviews/u-…'], now);
 */
export async function attachReviewImages(
  uploads: UploadsRepository,
  reviewId: string,
  userId: string,
  keys: readonly string[],
  now: number,
): Promise<string[]> {
  if (keys.length > REVIEW_LIMITS.images) {
    throw badInput(`At most ${REVIEW_LIMITS.images} images per review.`);
  }
  if (!(await uploads.attach(reviewId, userId, keys, uploadCaps(now)))) {
    throw badInput('An image was not uploaded. Please add it again.');
  }
  return [...keys];
}
