import type { Loose, Maybe, PaymentType } from './common.js';

/**
 * Shipping tier (spec 3). `type` COUPON tiers apply to the coupons listed in `coupons`;
 * CUSTOM (or missing) tiers bracket the post-coupon total with minOrderValue..maxOrderValue.
 *
 * @example
 * const tier: ShippingTier = { id: 't1', type: 'CUSTOM', paymentType: 'ALL', amount: 49, minOrderValue: 0, maxOrderValue: 499 };
 */
export interface ShippingTier {
  readonly id?: Maybe<string>;
  readonly storeId?: Maybe<string>;
  readonly type?: Maybe<Loose<'CUSTOM' | 'COUPON'>>;
  readonly coupons?: Maybe<readonly string[]>;
  readonly paymentType?: Maybe<Loose<PaymentType>>;
  readonly amount?: Maybe<number>;
  readonly minOrderValue?: Maybe<number>;
  readonly maxOrderValue?: Maybe<number>;
}
