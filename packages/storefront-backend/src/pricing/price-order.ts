import {
  computeCartTotals,
  fromPaise,
  placeOrderCheck,
  ppcodSplit,
  type CartTotals,
  type Paise,
} from '@haat/commerce-core';
import type { Coupon, ZipCode } from '@haat/storefront-api/catalogue';
import { apiErrorMessages } from '@haat/storefront-api/errors';
import type { CreateOrderInput, InventoryItem } from '@haat/storefront-api/resolvers';
import { storeSettings } from '../catalogue/settings.js';
import type { CatalogueSnapshot } from '../catalogue/snapshot.js';
import { INVALID_COUPON, usableCoupon } from '../coupons/usable-coupon.js';
import { apiError } from '../errors.js';
import { firstAddressError, toAddressForm } from './order-address.js';
import { checkLines, priceLines, type OrderLine } from './order-lines.js';
import {
  assertCashAllowed,
  assertCouponPaymentMethod,
  assertPaymentTypeEnabled,
} from './payment-rules.js';

/**
 * Everything the server decides about an order before it exists, in rupees as commerce-core
 * computes them: priced lines, the coupon, totals, the online and cash parts, and the inventory
 * details of the lines (for an OUT_OF_STOCK refusal).
 *
 * @example
 * const { totals, payNow } = priced; // totals.amountPayable === payNow for PREPAID
 */
export interface PricedOrder {
  readonly lines: readonly OrderLine[];
  readonly coupon: Coupon | null;
  /**
   * Every coupon the order uses, each once: the applied coupon and the freebie offers whose gifts
   * it holds (their per-customer caps are counted when it is placed).
   */
  readonly redeemed: readonly Coupon[];
  readonly totals: CartTotals;
  readonly payNow: number;
  readonly payOnDelivery: number;
  readonly inventory: readonly InventoryItem[];
}

/**
 * What pricing reads besides the input: the catalogue snapshot (with live stock), the pin code
 * looked up by storage, the time, and the reward balance of the signed-in buyer (null: a
 * guest).
 *
 * @example
 * const facts: PricingFacts = { catalogue, zip, now: context.now, rewardBalance: null };
 */
export interface PricingFacts {
  readonly catalogue: CatalogueSnapshot;
  readonly zip: ZipCode | null;
  readonly now: number;
  readonly rewardBalance: Paise | null;
}

/**
 * Validates and prices an order from the catalogue, never from the client's figures (its
 * `totalAmount`, `ppcod` and `totalCashbackEarned` are ignored): store, payment type and address
 * (commerce-core `placeOrderCheck`), coupon, stock and limits, then `computeCartTotals`, COD
 * limits (`codAvailability`) and the PPCOD split. Refusals are API errors.
 *
 * @example
 * const priced = priceOrder(input, { catalogue, zip, now, rewardBalance: null });
 */
export function priceOrder(input: CreateOrderInput, facts: PricingFacts): PricedOrder {
  const { catalogue, zip, now, rewardBalance } = facts;
  const settings = storeSettings(catalogue);
  if (input.storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
  const check = placeOrderCheck({
    ready: true,
    paymentMethod: input.paymentType,
    form: toAddressForm(input.shippingAddress),
    zip,
  });
  if (!check.ok) {
    if (check.code === 'INVALID_ADDRESS') {
      const message = firstAddressError(check.formError) ?? 'Please check the address.';
      throw apiError('INVALID_ADDRESS', message, { fieldErrors: check.formError });
    }
    throw apiError('INVALID_PAYMENT_METHOD', apiErrorMessages.INVALID_PAYMENT_METHOD);
  }
  assertPaymentTypeEnabled(input.paymentType, settings);
  // Advisory: the device is what the client says (`source`); nothing the server sees proves it
  // (see `usableCoupon`).
  const device = input.source === 'MOBILE' ? 'MOBILE' : 'WEB';
  const coupon = input.couponCode ? usableCoupon(catalogue, input.couponCode, now, device) : null;
  assertCouponPaymentMethod(coupon, input.paymentType);
  const inventory = checkLines(catalogue, input.products, coupon);
  const lines = priceLines(catalogue, input.products, coupon, now);
  const wantsRewards = (input.appliedRewardPoints ?? 0) > 0;
  if (wantsRewards && rewardBalance === null) {
    throw apiError('REWARDS_NOT_ALLOWED', apiErrorMessages.REWARDS_NOT_ALLOWED);
  }
  const totals = computeCartTotals({
    items: lines.map((line) => line.item),
    coupon,
    shippingTiers: catalogue.shippingTiers,
    paymentMethod: input.paymentType,
    charges: settings,
    rewards: {
      balance: rewardBalance === null ? 0 : fromPaise(rewardBalance),
      apply: wantsRewards,
      rules: catalogue.loyaltyRuleEngines,
    },
  });
  if (coupon && !totals.couponAllowed) {
    throw apiError('INVALID_COUPON', totals.couponMessage ?? INVALID_COUPON);
  }
  assertCashAllowed(input.paymentType, settings, zip, totals.codGrandTotal);
  const split =
    input.paymentType === 'PPCOD'
      ? ppcodSplit({ grandTotal: totals.amountPayable, ppcodAmount: settings.ppcodAmount, coupon })
      : input.paymentType === 'PREPAID'
        ? { payNow: totals.amountPayable, payOnDelivery: 0 }
        : { payNow: 0, payOnDelivery: totals.amountPayable };
  const redeemed = new Map<string, Coupon>();
  for (const used of [coupon, ...lines.map((line) => line.giftOf)]) {
    if (used) redeemed.set(used.id, used);
  }
  return { lines, coupon, redeemed: [...redeemed.values()], totals, inventory, ...split };
}
