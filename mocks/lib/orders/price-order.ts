import {
  computeCartTotals,
  placeOrderCheck,
  ppcodSplit,
  type CartTotals,
} from '@haat/commerce-core';
import type { Coupon, ZipCode } from '@haat/storefront-api/catalogue';
import { zipCode } from '../catalogue/index.js';
import { storeSettings } from '../catalogue/settings.js';
import type { MockContext } from '../context.js';
import { usableCoupon } from '../coupons.js';
import { apiError, fixedApiError } from '../errors.js';
import type { CreateOrderInput } from '@haat/storefront-api/resolvers';
import type { UserRecord } from '../models.js';
import { firstAddressError, toAddressForm } from './address.js';
import { checkLines, priceLines, type OrderLine } from './order-lines.js';
import {
  assertCashAllowed,
  assertCouponPaymentMethod,
  assertPaymentTypeEnabled,
} from './payment-rules.js';

/** Everything the server decides about an order before it exists. */
export interface PricedOrder {
  readonly lines: readonly OrderLine[];
  readonly coupon: Coupon | null;
  readonly totals: CartTotals;
  readonly payNow: number;
  readonly payOnDelivery: number;
}

/** The pin code lookup as checkout sees it: `zip-failure` makes it fail (treated as invalid). */
function lookupZip(context: MockContext, pinCode: string): ZipCode | null {
  if (context.scenarios.has('zip-failure')) return null;
  return zipCode(context.catalogue, pinCode) ?? null;
}

/**
 * Validates and prices an order from the catalogue, never from the client's figures: payment
 * type and address (commerce-core `placeOrderCheck`/`validateAddress`), coupon, stock and
 * limits, then `computeCartTotals`, COD limits (`codAvailability`) and the PPCOD split.
 */
export function priceOrder(
  context: MockContext,
  input: CreateOrderInput,
  user: UserRecord | null,
): PricedOrder {
  const { catalogue } = context;
  const settings = storeSettings(catalogue);
  if (input.storeId !== catalogue.storeId) throw apiError('NOT_FOUND', 'Store not found');
  const zip = lookupZip(context, input.shippingAddress.pinCode);
  const check = placeOrderCheck({
    ready: true,
    paymentMethod: input.paymentType,
    form: toAddressForm(input.shippingAddress),
    zip,
  });
  if (!check.ok) {
    if (check.code === 'INVALID_ADDRESS') {
      throw apiError(
        'INVALID_ADDRESS',
        firstAddressError(check.formError) ?? 'Please check the address.',
        {
          fieldErrors: check.formError,
        },
      );
    }
    throw fixedApiError('INVALID_PAYMENT_METHOD');
  }
  assertPaymentTypeEnabled(input.paymentType, settings);
  const coupon = input.couponCode
    ? usableCoupon(
        catalogue,
        input.couponCode,
        context.now,
        input.source === 'MOBILE' ? 'MOBILE' : 'WEB',
      )
    : null;
  assertCouponPaymentMethod(coupon, input.paymentType);
  checkLines(catalogue, input.products, coupon);
  const lines = priceLines(catalogue, input.products, coupon, context.now);
  const wantsRewards = (input.appliedRewardPoints ?? 0) > 0;
  if (wantsRewards && !user) {
    throw fixedApiError('REWARDS_NOT_ALLOWED');
  }
  const totals = computeCartTotals({
    items: lines.map((line) => line.item),
    coupon,
    shippingTiers: catalogue.shippingTiers,
    paymentMethod: input.paymentType,
    charges: settings,
    rewards: {
      balance: user?.totalRewards ?? 0,
      apply: wantsRewards,
      rules: catalogue.loyaltyRuleEngines,
    },
  });
  if (coupon && !totals.couponAllowed) {
    throw apiError('INVALID_COUPON', totals.couponMessage ?? 'Invalid Coupon');
  }
  assertCashAllowed(input.paymentType, settings, zip, totals.codGrandTotal);
  const split =
    input.paymentType === 'PPCOD'
      ? ppcodSplit({ grandTotal: totals.amountPayable, ppcodAmount: settings.ppcodAmount, coupon })
      : input.paymentType === 'PREPAID'
        ? { payNow: totals.amountPayable, payOnDelivery: 0 }
        : { payNow: 0, payOnDelivery: totals.amountPayable };
  return { lines, coupon, totals, ...split };
}
