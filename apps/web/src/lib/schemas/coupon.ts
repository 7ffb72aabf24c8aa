import * as z from 'zod/mini';

const ImageSchema = z.object({
  id: z.nullish(z.string()),
  imageKey: z.string(),
  alt: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
  position: z.nullish(z.number()),
  isThumb: z.nullish(z.boolean()),
});

/** A coupon's gift product (`getYStoreProducts`): what the cart line and the offer show. */
export const GiftProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.nullish(z.string()),
  price: z.number(),
  listingPrice: z.nullish(z.number()),
  sku: z.nullish(z.string()),
  status: z.nullish(z.string()),
  collections: z.optional(z.array(z.string())),
  thumbImages: z.optional(z.array(z.string())),
  images: z.optional(z.array(ImageSchema)),
  variants: z.optional(
    z.array(
      z.object({
        id: z.string(),
        title: z.nullish(z.string()),
        price: z.number(),
        listingPrice: z.nullish(z.number()),
        status: z.nullish(z.string()),
      }),
    ),
  ),
});

/** Coupon (spec 3), as GetCouponRule, applyCoupon and the store data answer it. */
export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.nullish(z.string()),
  prefix: z.nullish(z.string()),
  description: z.nullish(z.string()),
  couponNote: z.nullish(z.string()),
  tAndC: z.nullish(z.string()),
  couponTitle: z.nullish(z.string()),
  couponCodeCount: z.nullish(z.number()),
  maxAllowedUsage: z.nullish(z.number()),
  priority: z.nullish(z.number()),
  couponType: z.enum(['PERCENTAGE', 'FIXED', 'BUY_X_GET_Y', 'BUY_X_AT_Y', 'PRODUCT', 'FREEBIE']),
  buyXQuantity: z.nullish(z.number()),
  getYAmount: z.nullish(z.number()),
  getYPercentage: z.nullish(z.number()),
  getYQuantity: z.nullish(z.number()),
  getYProducts: z.optional(z.array(z.string())),
  getYStoreProducts: z.optional(z.array(GiftProductSchema)),
  minOrderValue: z.nullish(z.number()),
  maxDiscount: z.nullish(z.number()),
  expirationDate: z.nullish(z.string()),
  autoApply: z.nullish(z.boolean()),
  applicableCollections: z.optional(z.array(z.string())),
  applicableProducts: z.optional(z.array(z.string())),
  paymentMethod: z.nullish(z.enum(['ALL', 'COD', 'ONLINE', 'PREPAID'])),
  ppcodCouponAmount: z.nullish(z.number()),
  isAffiliated: z.nullish(z.boolean()),
  isPDPFeatured: z.nullish(z.boolean()),
  isFeatured: z.nullish(z.boolean()),
  isBulkCoupon: z.nullish(z.boolean()),
  showAsNudge: z.nullish(z.boolean()),
  applyPrepaidDiscount: z.nullish(z.boolean()),
  applyOnAllVariants: z.nullish(z.boolean()),
  deviceType: z.nullish(z.string()),
  isArchive: z.nullish(z.boolean()),
  isExternal: z.nullish(z.boolean()),
});

export type CouponData = z.infer<typeof CouponSchema>;
