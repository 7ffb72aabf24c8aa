import * as z from 'zod/mini';

/** A collection (spec 3 "Collection type"). Image fields hold image keys on the CDN. */
export const CollectionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  priority: z.nullish(z.number()),
  imageUrl: z.nullish(z.string()),
  bannerUrl: z.nullish(z.string()),
  mWebBannerUrl: z.nullish(z.string()),
  defaultSorting: z.nullish(z.string()),
  isArchive: z.nullish(z.boolean()),
  showOutOfStockProducts: z.nullish(z.boolean()),
});

export type Collection = z.infer<typeof CollectionSchema>;
