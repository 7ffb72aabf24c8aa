import * as z from 'zod/mini';

const DeviceType = z.enum(['WEB', 'MOBILE', 'ADMIN', 'ALL']);

export const BannerSchema = z.object({
  webKey: z.nullish(z.string()),
  mobileKey: z.nullish(z.string()),
  link: z.nullish(z.string()),
  name: z.nullish(z.string()),
  isArchive: z.nullish(z.boolean()),
  priority: z.nullish(z.number()),
  deviceType: z.nullish(DeviceType),
});

export const AnnouncementSchema = z.object({
  label: z.string(),
  link: z.nullish(z.string()),
  color: z.nullish(z.string()),
  textColor: z.nullish(z.string()),
  deviceType: z.nullish(DeviceType),
  isArchive: z.nullish(z.boolean()),
});

export const SocialLinksSchema = z.object({
  instagram: z.nullish(z.string()),
  facebook: z.nullish(z.string()),
  twitter: z.nullish(z.string()),
  youtube: z.nullish(z.string()),
  pinterest: z.nullish(z.string()),
});

/** How shoppers reach customer care (Haat's own store field). */
export const CustomerCareSchema = z.object({
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
});

/** A policy page as the footer links it: its slug (/policies/<slug>) and title. */
export const PolicyLinkSchema = z.object({ slug: z.string(), title: z.string() });

/** The store (spec 3 "Store"), as getStore answers it. */
export const StoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  isActive: z.nullish(z.boolean()),
  webUrl: z.nullish(z.string()),
  trackingUrl: z.nullish(z.string()),
  imageUrl: z.nullish(z.string()),
  darkImageUrl: z.nullish(z.string()),
  banners: z.optional(z.array(BannerSchema)),
  announcements: z.optional(z.array(AnnouncementSchema)),
  socialLinks: z.nullish(SocialLinksSchema),
  customerCare: z.nullish(CustomerCareSchema),
  policies: z.optional(z.array(PolicyLinkSchema)),
});

export type Store = z.infer<typeof StoreSchema>;
export type Banner = z.infer<typeof BannerSchema>;
export type Announcement = z.infer<typeof AnnouncementSchema>;
export type CustomerCare = z.infer<typeof CustomerCareSchema>;
export type PolicyLink = z.infer<typeof PolicyLinkSchema>;

/** A shipping tier (spec 3 "Shipping tier"). */
export const ShippingTierSchema = z.object({
  id: z.string(),
  storeId: z.nullish(z.string()),
  type: z.enum(['CUSTOM', 'COUPON']),
  coupons: z.array(z.string()),
  paymentType: z.enum(['COD', 'PREPAID', 'PPCOD', 'ALL']),
  amount: z.number(),
  minOrderValue: z.number(),
  maxOrderValue: z.number(),
});

/** A store-wide variant group with its options (spec 3 "Variant group"). */
export const VariantGroupSchema = z.object({
  id: z.string(),
  label: z.string(),
  variantOptions: z.array(z.object({ id: z.string(), label: z.string() })),
});

const LoyaltyEvent = z.enum([
  'CREDIT_PREPAID_ORDER',
  'CREDIT_COD_ORDER',
  'CREDIT_PPCOD_ORDER',
  'CREDIT_USER_SIGNUP',
  'CREDIT_COUPON',
  'CREDIT_USER_CONSTRAINS',
  'DEBIT_PREPAID_ORDER',
  'DEBIT_COD_ORDER',
  'DEBIT_PPCOD_ORDER',
  'DEBIT_ORDER_CANCELLED',
  'DEBIT_EXPIRED',
  'DEBIT_USER_CONSTRAINS',
]);

/** A loyalty cashback rule (spec 3 "Loyalty rule engine"). */
export const LoyaltyRuleSchema = z.object({
  id: z.string(),
  storeId: z.nullish(z.string()),
  name: z.nullish(z.string()),
  description: z.nullish(z.string()),
  event: LoyaltyEvent,
  enabled: z.boolean(),
  type: z.nullish(z.string()),
  minOrderValue: z.nullish(z.number()),
  maxCashbackAllowed: z.nullish(z.number()),
  cashbackPercentage: z.nullish(z.number()),
  expirePeriodInDays: z.nullish(z.number()),
  cashbackPoint: z.nullish(z.number()),
  couponName: z.nullish(z.string()),
  maxDebitableCashbackPerMonth: z.nullish(z.number()),
  maxCreditableCashbackPerMonth: z.nullish(z.number()),
  conditions: z.array(
    z.object({
      event: z.nullish(LoyaltyEvent),
      attributes: z.array(
        z.object({
          key: z.string(),
          operator: z.enum(['eq', 'gte', 'lte', 'gt', 'lt', 'ne']),
          value: z.string(),
        }),
      ),
    }),
  ),
});

export type ShippingTierData = z.infer<typeof ShippingTierSchema>;
export type VariantGroupData = z.infer<typeof VariantGroupSchema>;
export type LoyaltyRuleData = z.infer<typeof LoyaltyRuleSchema>;
