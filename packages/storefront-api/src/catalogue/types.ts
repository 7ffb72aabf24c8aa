/**
 * The catalogue records a shop is made of, with the field names of spec section 3: the shape of
 * the sample shop (`@haat/sample-shop`) and the format an operator's catalogue is imported in.
 * Catalogue entities of the API (Store, Product, Variant, Coupon, CollectionType, Menu,
 * LinkedProduct) resolve from these records (see `codegen.ts`).
 *
 * Money is in rupees (numbers with at most two decimals), as the API sends it; dates are ISO
 * strings. Image fields hold CDN image keys (e.g. `products/vitamin-c-serum-1`), never URLs.
 *
 * Where commerce-core publishes an entity type, the type here extends it with every field
 * required, so the sample data can be handed to commerce-core's rules as it is.
 */
import type {
  GstRate,
  Announcement as CoreAnnouncement,
  Banner as CoreBanner,
  Coupon as CoreCoupon,
  Image as CoreImage,
  LoyaltyEvent,
  LoyaltyOperator,
  LoyaltyRuleEngine as CoreLoyaltyRuleEngine,
  Product as CoreProduct,
  ShippingTier as CoreShippingTier,
  Variant as CoreVariant,
  VariantGroup as CoreVariantGroup,
  ZipCode as CoreZipCode,
} from '@haat/commerce-core';

export type DeviceType = 'WEB' | 'MOBILE' | 'ADMIN' | 'ALL';
export type EntityStatus = 'ENABLED' | 'DISABLED';
export type ProductTag = 'best-seller' | 'featured' | 'trending';
export type SortOption =
  'default' | 'latest' | 'best-seller' | 'popularity' | 'price-high' | 'price-low';

// ---------------------------------------------------------------- store, settings, menu

export interface Banner extends CoreBanner {
  webKey: string;
  mobileKey: string;
  link: string;
  name: string;
  isArchive: boolean;
  priority: number;
  deviceType: DeviceType;
}

export interface Announcement extends CoreAnnouncement {
  label: string;
  link: string | null;
  color: string;
  textColor: string;
  deviceType: DeviceType;
  isArchive: boolean;
}

export interface SocialLinks {
  instagram: string | null;
  facebook: string | null;
  twitter: string | null;
  youtube: string | null;
  pinterest: string | null;
}

/** How shoppers reach customer care (Haat's own, not in the spec). */
export interface CustomerCare {
  phone: string;
  email: string;
  hours: string;
}

/**
 * A policy page the operator writes (returns, shipping, privacy, terms). The body is plain text:
 * blank lines separate blocks, `## ` starts a heading, `- ` lines make a list (see the SDL).
 */
export interface StorePolicy {
  slug: string;
  title: string;
  body: string;
}

export interface Store {
  id: string;
  name: string;
  title: string;
  description: string;
  isActive: boolean;
  webUrl: string;
  trackingUrl: string | null;
  imageUrl: string;
  darkImageUrl: string;
  banners: Banner[];
  announcements: Announcement[];
  socialLinks: SocialLinks;
  customerCare: CustomerCare | null;
  policies: StorePolicy[];
  /** Not in spec 3 (issue 25): the GST registration tax invoices carry; absent or null: none. */
  taxRegistration?: TaxRegistration | null;
}

/**
 * The shop's GST registration as tax invoices print it (CGST Rule 46): the GSTIN (its first two
 * digits are the state), the legal name and the registered address. Haat's own, not in spec 3.
 */
export interface TaxRegistration {
  gstin: string;
  legalName: string;
  address: string;
}

/** The configuration keys of spec 3 (TIMER_TTILE is spelt as the spec spells it). */
export type SettingKey =
  | 'ORDER_COUNT'
  | 'COD_CHARGES'
  | 'PREPAID_DISCOUNT_PERCENT'
  | 'MAX_COD_AMOUNT'
  | 'MIN_COD_AMOUNT'
  | 'MAX_PREPAID_DISCOUNT'
  | 'GUEST_CHECKOUT'
  | 'COD_ENABLED'
  | 'PREPAID_ENABLED'
  | 'TIMER_TTILE'
  | 'TIMER_DESCRIPTION'
  | 'TIMER_COLOR'
  | 'TIMER_BG_COLOR'
  | 'TIMER_START_TIME'
  | 'TIMER_END_TIME'
  | 'IS_DAILY_TIMER'
  | 'TIMER_ENABLED'
  | 'BLOCK_INVENTORY'
  | 'GOKWIK_ENABLED'
  | 'PPCOD_ENABLED'
  | 'PPCOD_AMOUNT';

/** One store configuration entry; values are strings as the API sends them. */
export interface Setting {
  key: SettingKey;
  value: string;
}

export interface Menu {
  id: string;
  parentId: string | null;
  storeId: string;
  priority: number;
  isArchive: boolean;
  label: string;
  link: string;
  slug: string;
  children: Menu[];
}

// ---------------------------------------------------------------- catalogue

export interface CollectionType {
  id: string;
  slug: string;
  name: string;
  title: string;
  description: string;
  priority: number;
  imageUrl: string;
  bannerUrl: string;
  mWebBannerUrl: string;
  defaultSorting: SortOption;
  isArchive: boolean;
  showOutOfStockProducts: boolean;
}

export interface VariantOption {
  id: string;
  label: string;
}

export interface VariantGroup extends CoreVariantGroup {
  id: string;
  label: string;
  variantOptions: VariantOption[];
}

export interface Image extends CoreImage {
  id: string;
  productId: string;
  position: number;
  alt: string;
  width: number;
  height: number;
  imageKey: string;
  isThumb: boolean;
}

export interface ProductVariantOptionId {
  variantGroupId: string;
  variantGroupOptionId: string;
}

export interface MarketPlaceLink {
  name: string;
  url: string;
}

export interface Variant extends CoreVariant {
  id: string;
  productId: string;
  title: string;
  minimumOrderQuantity: number;
  maximumOrderQuantity: number;
  price: number;
  listingPrice: number;
  costPrice: number;
  sku: string;
  position: number;
  images: Image[];
  imageUrl: string;
  /**
   * The variant's own stock count, or null when it has none: it then draws on the product's one
   * shared `inventory` with the other variants without their own (commerce-core `stockPool`).
   */
  inventory: number | null;
  blockedInventory: number;
  status: EntityStatus;
  productVariantOptionIds: ProductVariantOptionId[];
  thumbImage: string;
  marketPlaceLinks: MarketPlaceLink[];
}

export interface Category {
  id: string;
  name: string;
  slug: string;
}

export interface ProductMetadata {
  title: string;
  description: string;
  keywords: string;
}

export interface ProductVariantGroup {
  variantGroupId: string;
  variantGroupOptionIds: string[];
}

export interface Product extends CoreProduct {
  id: string;
  title: string;
  slug: string;
  /** Short HTML (paragraphs and a list). */
  productDescription: string;
  /** Collection ids (a collection's id equals its slug). */
  collections: string[];
  vendor: string;
  status: EntityStatus;
  minimumOrderQuantity: number;
  maximumOrderQuantity: number;
  category: Category;
  subCategory: Category;
  categoryId: string;
  subCategoryId: string;
  isFeatured: boolean;
  price: number;
  listingPrice: number;
  costPrice: number;
  sku: string;
  size: string | null;
  color: string | null;
  position: number;
  currency: 'INR';
  taxable: boolean;
  barcode: string;
  tags: ProductTag[];
  weight: number;
  weightUnit: 'g' | 'kg';
  inventory: number;
  blockedInventory: number;
  continueSellingOutOfStock: boolean;
  isInventoryEnabled: boolean;
  isTaxEnabled: boolean;
  hasVarient: boolean;
  rating: number;
  totalRatings: number;
  /** Image keys of the thumbnails. */
  thumbImages: string[];
  totalOrders: number;
  recommended: boolean;
  recommendPriority: number | null;
  recommendPrice: number | null;
  /** Image key of the main image. */
  imageUrl: string;
  availability: string;
  section: string | null;
  metadata: ProductMetadata;
  variantGroups: ProductVariantGroup[];
  variants: Variant[];
  images: Image[];
  /** Not in spec 3: when the product was listed, for the 'latest' sort. */
  createdAt: string;
  updatedAt: string;
  /** Not in spec 3 (issue 25): the HSN code tax invoices print (4, 6 or 8 digits). */
  hsnCode?: string | null;
  /** Not in spec 3 (issue 25): the GST rate in percent (0, 5, 12, 18 or 28); null: not set. */
  gstRate?: GstRate | null;
  /** Not in spec 3 (issue 25): one packed unit's size for the courier, in centimetres. */
  dimensions?: ProductDimensions | null;
}

/** One packed unit's sides in centimetres (Haat's own, for courier bookings). */
export interface ProductDimensions {
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export interface Reviewer {
  name: string;
  email: string;
}

export interface Review {
  id: string;
  userId: string;
  verified: boolean;
  reviewer: Reviewer;
  productId: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
  title: string;
  /** Image keys of the shopper's photos. */
  images: string[];
  /** Not in spec 3: for ordering reviews newest first. */
  createdAt: string;
  updatedAt: string;
}

export interface ProductFaq {
  id: string;
  storeId: string;
  productId: string;
  title: string;
  description: string;
}

export interface LinkedProduct {
  /** Not in spec 3: a stable row id for seeding. */
  id: string;
  productId: string;
  linkedProductId: string;
}

// ---------------------------------------------------------------- offers, shipping, loyalty

export type CouponType =
  'PERCENTAGE' | 'FIXED' | 'BUY_X_GET_Y' | 'BUY_X_AT_Y' | 'PRODUCT' | 'FREEBIE';
/** ONLINE and PREPAID both mean paid online (the SDL's `CouponPaymentMethod`). */
export type CouponPaymentMethod = 'ALL' | 'COD' | 'ONLINE' | 'PREPAID';

export interface Coupon extends CoreCoupon {
  id: string;
  description: string;
  couponNote: string | null;
  tAndC: string;
  couponTitle: string;
  name: string;
  prefix: string | null;
  code: string;
  couponCodeCount: number | null;
  maxAllowedUsage: number | null;
  priority: number;
  couponType: CouponType;
  buyXQuantity: number | null;
  getYAmount: number | null;
  getYPercentage: number | null;
  getYQuantity: number | null;
  /** Product ids given by PRODUCT and FREEBIE coupons. */
  getYProducts: string[];
  /** The gift products themselves (full products, as the API answers them). */
  getYStoreProducts: Product[];
  minOrderValue: number;
  maxDiscount: number | null;
  expirationDate: string | null;
  autoApply: boolean;
  /** Collection ids. */
  applicableCollections: string[];
  /** Product ids. */
  applicableProducts: string[];
  paymentMethod: CouponPaymentMethod;
  ppcodCouponAmount: number | null;
  isAffiliated: boolean;
  isPDPFeatured: boolean;
  isFeatured: boolean;
  isBulkCoupon: boolean;
  showAsNudge: boolean;
  applyPrepaidDiscount: boolean;
  applyOnAllVariants: boolean;
  deviceType: DeviceType;
  isArchive: boolean;
  isExternal: boolean;
}

export type PaymentType = 'COD' | 'PREPAID' | 'PPCOD' | 'ALL';

export interface ShippingTier extends CoreShippingTier {
  id: string;
  storeId: string;
  type: 'CUSTOM' | 'COUPON';
  /** Coupon ids (COUPON tiers only). */
  coupons: string[];
  paymentType: PaymentType;
  amount: number;
  minOrderValue: number;
  maxOrderValue: number;
}

/** The loyalty events and condition operators are commerce-core's (spec 3). */
export type { LoyaltyEvent };

export interface LoyaltyConditionAttribute {
  key: string;
  operator: LoyaltyOperator;
  value: string;
}

export interface LoyaltyCondition {
  event: LoyaltyEvent;
  attributes: LoyaltyConditionAttribute[];
}

export interface LoyaltyRuleEngine extends CoreLoyaltyRuleEngine {
  id: string;
  storeId: string;
  name: string;
  description: string;
  event: LoyaltyEvent;
  enabled: boolean;
  type: 'CREDIT' | 'DEBIT';
  minOrderValue: number | null;
  maxCashbackAllowed: number | null;
  cashbackPercentage: number | null;
  expirePeriodInDays: number | null;
  cashbackPoint: number | null;
  couponName: string | null;
  maxDebitableCashbackPerMonth: number | null;
  maxCreditableCashbackPerMonth: number | null;
  conditions: LoyaltyCondition[];
}

export interface ZipCode extends CoreZipCode {
  /** The six-digit pin code. */
  id: string;
  codMaxAmount: number | null;
  cod: boolean;
  prepaid: boolean;
  /** Not in spec 3: to pre-fill the checkout form. */
  city: string;
  /** Not in spec 3: two-letter Indian state code. */
  state: string;
}

// ---------------------------------------------------------------- the whole catalogue

/**
 * A shop's whole catalogue as one plain JSON value: what seeds a storage, the shape of
 * `sampleShop` (`@haat/sample-shop`) and the format of an operator's catalogue file. Store-scoped
 * records carry `store.id` as their `storeId`.
 */
export interface CatalogueSeed {
  readonly store: Store;
  readonly settings: readonly Setting[];
  /** Top-level entries, each with its `children` nested. */
  readonly menus: readonly Menu[];
  readonly collections: readonly CollectionType[];
  readonly products: readonly Product[];
  readonly variantGroups: readonly VariantGroup[];
  readonly coupons: readonly Coupon[];
  readonly shippingTiers: readonly ShippingTier[];
  readonly loyaltyRuleEngines: readonly LoyaltyRuleEngine[];
  readonly zipCodes: readonly ZipCode[];
  readonly reviews: readonly Review[];
  readonly faqs: readonly ProductFaq[];
  readonly linkedProducts: readonly LinkedProduct[];
}
