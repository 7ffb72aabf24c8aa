import type { Loose, Maybe, PaymentChoice } from '../types/common.js';
import type { PricedLine } from '../types/cart.js';
import type { Coupon } from '../types/coupon.js';
import type { LoyaltyRuleEngine } from '../types/loyalty.js';
import type { CartCharges } from '../types/settings.js';
import type { ShippingTier } from '../types/shipping.js';

/**
 * Reward points the shopper holds and whether they chose to spend them (rupees), plus the
 * store's loyalty rules (CREDIT_* to earn, DEBIT_* to spend).
 *
 * @example
 * const rewards: CartRewardsInput = { balance: 120, apply: true, rules: [] };
 */
export interface CartRewardsInput {
  readonly balance?: Maybe<number>;
  readonly apply?: Maybe<boolean>;
  readonly rules?: Maybe<readonly LoyaltyRuleEngine[]>;
}

/**
 * Input of `computeCartTotals`. `paymentMethod` NONE is priced as PREPAID; PPCOD as COD.
 *
 * @example
 * const input: CartTotalsInput = { items: [{ id: 'p1', price: 499, qty: 1 }], paymentMethod: 'NONE' };
 */
export interface CartTotalsInput {
  readonly items: readonly PricedLine[];
  readonly coupon?: Maybe<Coupon>;
  readonly shippingTiers?: Maybe<readonly ShippingTier[]>;
  readonly paymentMethod: Loose<PaymentChoice | 'PPCOD'>;
  readonly charges?: Maybe<CartCharges>;
  readonly rewards?: Maybe<CartRewardsInput>;
}

/**
 * What a receipt shows, in rupees exact to the paisa (see `computeCartTotals`).
 *
 * @example
 * const shown: Pick<CartTotals, 'grandTotal'> = { grandTotal: 548 };
 */
export interface CartTotals {
  readonly totalItems: number;
  readonly itemTotal: number;
  readonly listingTotal: number;
  readonly couponAllowed: boolean;
  readonly couponMessage: string | null;
  readonly couponDiscount: number;
  readonly codShipping: number;
  readonly prepaidShipping: number;
  readonly shipping: number;
  readonly codCharges: number;
  readonly prepaidDiscount: number;
  readonly totalDiscount: number;
  readonly codGrandTotal: number;
  readonly prepaidGrandTotal: number;
  readonly grandTotal: number;
  readonly amountSaved: number;
  readonly freeShippingTarget: number | null;
  readonly rewardsApplied: number;
  readonly amountPayable: number;
  readonly cashbackEarned: number;
}
