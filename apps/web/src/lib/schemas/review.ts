import * as z from 'zod/mini';
import { AggregateItemSchema } from './product';

/** A product review (spec 3 "Review"); `images` are image keys on the CDN. */
export const ReviewSchema = z.object({
  id: z.string(),
  userId: z.nullish(z.string()),
  verified: z.boolean(),
  reviewer: z.object({ name: z.string() }),
  productId: z.string(),
  rating: z.number(),
  comment: z.nullish(z.string()),
  title: z.nullish(z.string()),
  images: z.array(z.string()),
  createdAt: z.nullish(z.string()),
});

export const ReviewPageSchema = z.object({
  items: z.array(ReviewSchema),
  nextToken: z.nullish(z.string()),
  total: z.number(),
  aggregateItems: z.array(AggregateItemSchema),
});

/** Where to upload one review image (createReviewImageUpload). */
export const ReviewImageUploadSchema = z.object({
  key: z.string(),
  uploadUrl: z.string(),
  method: z.string(),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  maxBytes: z.number(),
  expiresAt: z.string(),
});

export type Review = z.infer<typeof ReviewSchema>;
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
export type ReviewImageUpload = z.infer<typeof ReviewImageUploadSchema>;
