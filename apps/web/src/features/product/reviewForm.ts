import { sanitizeText } from '@haat/commerce-core';

export const REVIEW_LIMITS = {
  title: 120,
  comment: 2000,
  images: 5,
  imageBytes: 5 * 1024 * 1024,
} as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const REVIEW_MESSAGES = {
  rating: 'Please choose a rating',
  comment: 'Please write your review',
  tooManyImages: `You can add up to ${REVIEW_LIMITS.images} pictures`,
  imageType: 'Please upload a JPEG, PNG or WebP image.',
  imageSize: 'Images must be at most 5 MB.',
} as const;

export interface ReviewDraft {
  rating: number;
  title: string;
  comment: string;
  images: readonly File[];
}

export type ReviewErrors = Partial<Record<'rating' | 'comment' | 'images', string>>;

/** Text as the shopper types it, cleaned by commerce-core's spec 5 sanitising. */
export const cleanText = (value: string, max: number) => sanitizeText(value).slice(0, max);

/** The first problem of each field, or none. */
export function validateReview(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (draft.rating < 1 || draft.rating > 5) errors.rating = REVIEW_MESSAGES.rating;
  if (draft.comment.trim() === '') errors.comment = REVIEW_MESSAGES.comment;
  const imageError = validateImages(draft.images);
  if (imageError) errors.images = imageError;
  return errors;
}

export function validateImages(files: readonly File[]): string | null {
  if (files.length > REVIEW_LIMITS.images) return REVIEW_MESSAGES.tooManyImages;
  if (files.some((file) => !(IMAGE_TYPES as readonly string[]).includes(file.type)))
    return REVIEW_MESSAGES.imageType;
  if (files.some((file) => file.size > REVIEW_LIMITS.imageBytes)) return REVIEW_MESSAGES.imageSize;
  return null;
}
