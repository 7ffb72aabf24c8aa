import { sanitizeText, tooLongMessage } from '@haat/commerce-core';
import { badInput } from '../errors.js';

/**
 * Review limits (SDL CreateReviewInput): title ≤ 120 and comment ≤ 2000 characters, reviewer
 * name ≤ 60, at most 5 images.
 *
 * @example
 * REVIEW_LIMITS.comment; // 2000
 */
export const REVIEW_LIMITS = Object.freeze({ title: 120, comment: 2000, name: 60, images: 5 });

/**
 * A review text sanitised like spec 5 text and trimmed; null when absent or empty;
 * BAD_USER_INPUT naming the field when too long.
 *
 * @example
 * reviewText('  Lovely  ', 120, 'Title'); // 'Lovely'
 */
export function reviewText(
  value: string | null | undefined,
  max: number,
  field: string,
): string | null {
  if (value == null) return null;
  const text = sanitizeText(value).trim();
  if (text.length > max) throw badInput(tooLongMessage(field, max));
  return text || null;
}

/**
 * A rating from 1 to 5; BAD_USER_INPUT otherwise.
 *
 * @example
 * reviewRating(4); // 4
 */
export function reviewRating(rating: number): number {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw badInput('Rating must be 1 to 5.');
  }
  return rating;
}
