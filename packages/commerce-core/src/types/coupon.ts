import type { Loose, Maybe } from './common.js';
import type { Image, Variant } from './product.js';

/**
 * Coupon types (spec 3). Anything else is an unknown type and evaluates to 'Invalid Coupon'.
 *
 * @example
 * const type: CouponType = 'BUY_X_GET_Y';
 */
export type CouponType =
  'PERCENTAGE' | 'FIXED' | 'BUY_X_GET_Y' | 'BUY_X_AT_Y' | 'PRODUCT' | 'FREEBIE';

/**
 * Payment methods a coupon names. `ONLINE` and `PREPAID` mean the same thing; anything else
 * (including `ALL` or nothing) means both COD and online payment.
 *
 * @example
 * const method: CouponPaymentMethod = 'ONLINE';
 */
export type CouponPaymentMethod = 'ALL' | 'COD' | 'ONLINE' | 'PREPAID';

/**
 * A gift product a coupon gives away (`getYStoreProducts`). Its worth is its first variant's
 * price when it has variants, else its own price.
 *
 * @example
 * const gift: GiftProduct = { id: 'g1', title: 'Travel Kit', price: 199 };
 */
export interface GiftProduct {
  readonly id: string;
  readonly title?: Maybe<string>;
  readonly price?: Maybe<number>;
  readonly listingPrice?: Maybe<number>;
  readonly sku?: Maybe<string>;
  readonly images?: Maybe<readonly Image[]>;
  readonly variants?: Maybe<readonly Pick<Variant, 'id' | 'price'>[]>;
}

/**
 * Coupon (spec 3). Amounts are rupees. `applicableProducts` holds product ids and
 * `applicableCollections` collection identifiers; empty or missing lists mean "any".
 *
 * @example
 * const coupon: Coupon = { id: 'c1', code: 'GLOW10', couponType: 'PERCENTAGE', getYPercentage: 10 };
 */
export interface Coupon {
  readonly id: string;
  readonly code?: Maybe<string>;
  readonly name?: Maybe<string>;
  readonly prefix?: Maybe<string>;
  readonly description?: Maybe<string>;
  readonly couponNote?: Maybe<string>;
  readonly tAndC?: Maybe<string>;
  readonly couponTitle?: Maybe<string>;
  readonly couponCodeCount?: Maybe<number>;
  readonly maxAllowedUsage?: Maybe<number>;
  readonly priority?: Maybe<number>;
  readonly couponType?: Maybe<Loose<CouponType>>;
  readonly buyXQuantity?: Maybe<number>;
  readonly getYAmount?: Maybe<number>;
  readonly getYPercentage?: Maybe<number>;
  readonly getYQuantity?: Maybe<number>;
  readonly getYProducts?: Maybe<readonly string[]>;
  readonly getYStoreProducts?: Maybe<readonly GiftProduct[]>;
  readonly minOrderValue?: Maybe<number>;
  readonly maxDiscount?: Maybe<number>;
  /** ISO date string or epoch milliseconds. */
  readonly expirationDate?: Maybe<string | number>;
  readonly autoApply?: Maybe<boolean>;
  readonly applicableCollections?: Maybe<readonly string[]>;
  readonly applicableProducts?: Maybe<readonly string[]>;
  readonly paymentMethod?: Maybe<Loose<CouponPaymentMethod>>;
  readonly ppcodCouponAmount?: Maybe<number>;
  readonly isAffiliated?: Maybe<boolean>;
  readonly isPDPFeatured?: Maybe<boolean>;
  readonly isFeatured?: Maybe<boolean>;
  readonly isBulkCoupon?: Maybe<boolean>;
  readonly showAsNudge?: Maybe<boolean>;
  readonly applyPrepaidDiscount?: Maybe<boolean>;
  readonly applyOnAllVariants?: Maybe<boolean>;
  readonly deviceType?: Maybe<string>;
  readonly isArchive?: Maybe<boolean>;
  readonly isExternal?: Maybe<boolean>;
}

/**
 * What `evaluateCoupon` answers: whether the coupon applies, its discount in rupees and the
 * message to show (the discount wording when allowed, the reason when not).
 *
 * @example
 * const none: CouponEvaluation = { allowed: false, discount: 0, message: null };
 */
export interface CouponEvaluation {
  readonly allowed: boolean;
  readonly discount: number;
  readonly message: string | null;
}
