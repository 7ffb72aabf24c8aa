import * as z from 'zod/mini';

const text = z.nullish(z.string());
const num = z.nullish(z.number());
const flag = z.nullish(z.boolean());

/** A product or variant picture (spec 3 "Image"); the file is `imageKey` on the image CDN. */
export const ImageSchema = z.object({
  id: z.string(),
  position: num,
  alt: text,
  width: num,
  height: num,
  imageKey: z.string(),
  isThumb: flag,
});

export const VariantOptionRefSchema = z.object({
  variantGroupId: z.string(),
  variantGroupOptionId: z.string(),
});

/** A product variant (spec 3 "Variant"). */
export const VariantSchema = z.object({
  id: z.string(),
  productId: text,
  title: z.string(),
  minimumOrderQuantity: num,
  maximumOrderQuantity: num,
  price: z.number(),
  listingPrice: num,
  sku: text,
  position: num,
  images: z.optional(z.array(ImageSchema)),
  imageUrl: text,
  inventory: num,
  blockedInventory: num,
  status: z.string(),
  productVariantOptionIds: z.array(VariantOptionRefSchema),
  thumbImage: text,
});

const CategorySchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

/**
 * A product as listings, cards and the cart need it (spec 3 "Product"). The product page adds
 * the long fields of `ProductDetailSchema`.
 */
export const ProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
  collections: z.array(z.string()),
  vendor: text,
  minimumOrderQuantity: num,
  maximumOrderQuantity: num,
  category: z.nullish(CategorySchema),
  subCategory: z.nullish(CategorySchema),
  isFeatured: flag,
  price: z.number(),
  listingPrice: num,
  sku: text,
  tags: z.array(z.string()),
  inventory: num,
  blockedInventory: num,
  continueSellingOutOfStock: flag,
  isInventoryEnabled: flag,
  hasVarient: flag,
  rating: num,
  totalRatings: num,
  thumbImages: z.array(z.string()),
  totalOrders: num,
  recommended: flag,
  recommendPriority: num,
  recommendPrice: num,
  imageUrl: text,
  availability: text,
  variantGroups: z.array(
    z.object({ variantGroupId: z.string(), variantGroupOptionIds: z.array(z.string()) }),
  ),
  variants: z.array(VariantSchema),
  images: z.array(ImageSchema),
});

/** The product page's product: the card fields plus description and SEO metadata. */
export const ProductDetailSchema = z.extend(ProductSchema, {
  productDescription: text,
  size: text,
  weight: num,
  weightUnit: text,
  barcode: text,
  metadata: z.nullish(z.object({ title: text, description: text, keywords: text })),
});

export type ProductImageData = z.infer<typeof ImageSchema>;
export type ProductVariant = z.infer<typeof VariantSchema>;
export type ProductData = z.infer<typeof ProductSchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A page of products (searchProducts / byslugProduct connection). */
export const AggregateItemSchema = z.object({
  name: z.string(),
  type: z.string(),
  buckets: z.array(z.object({ key: z.string(), docCount: z.number() })),
  value: num,
});

export const ProductPageSchema = z.object({
  items: z.array(ProductSchema),
  nextToken: text,
  total: z.number(),
  aggregateItems: z.optional(z.array(AggregateItemSchema)),
});

export type AggregateItem = z.infer<typeof AggregateItemSchema>;
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** One hit of the third-party search service (`GET {searchUrl}/search`). */
export const SearchHitSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  imageKey: text,
  price: z.number(),
  listingPrice: num,
  rating: num,
});

export const SearchResponseSchema = z.object({
  query: z.optional(z.string()),
  total: z.optional(z.number()),
  results: z.array(SearchHitSchema),
});

export type SearchHit = z.infer<typeof SearchHitSchema>;
