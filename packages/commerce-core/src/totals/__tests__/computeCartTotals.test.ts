import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '../computeCartTotals.js';
import type { PricedLine } from '../../types/cart.js';
import type { Coupon } from '../../types/coupon.js';
import type { LoyaltyRuleEngine } from '../../types/loyalty.js';
import { shippingTiers } from '../../shipping/__tests__/tiers.fixture.js';
import {
  coupon as anyCoupon,
  hasAtMostTwoDecimals,
  lines,
  tiers,
} from '../../__tests__/support/arbitraries.js';

const items: PricedLine[] = [
  { id: 'serum', price: 500, listingPrice: 600, qty: 1, collections: ['serums'] },
  { id: 'wash', price: 250, qty: 2 },
  { id: 'spf', price: 399.5, listingPrice: 499, qty: 1 },
  { id: 'kit', price: 199, listingPrice: 199, qty: 1, cartItemSource: 'COUPON' },
];
const glow: Coupon = {
  id: 'GLOW10',
  couponType: 'PERCENTAGE',
  getYPercentage: 10,
  applyPrepaidDiscount: true,
  getYStoreProducts: [{ id: 'kit', title: 'Travel Kit', price: 199 }],
};
const charges = { codCharges: 49, prepaidDiscountPercent: 5, maxPrepaidDiscount: 100 };
const small: PricedLine[] = [{ id: 'a', price: 300, qty: 1 }];
const smallCharges = { codCharges: 49, prepaidDiscountPercent: 5, maxPrepaidDiscount: 10 };

describe('computeCartTotals', () => {
  it('prices a prepaid cart with a coupon, gift and prepaid discount', () => {
    expect(
      computeCartTotals({ items, coupon: glow, shippingTiers, paymentMethod: 'PREPAID', charges }),
    ).toEqual({
      totalItems: 5,
      itemTotal: 1598.5,
      listingTotal: 1798,
      couponAllowed: true,
      couponMessage: '10% off from total + 1 Free Gift.',
      couponDiscount: 338.95,
      codShipping: 0,
      prepaidShipping: 0,
      shipping: 0,
      codCharges: 0,
      prepaidDiscount: 62.98,
      totalDiscount: 401.93,
      codGrandTotal: 1308.55,
      prepaidGrandTotal: 1196.57,
      grandTotal: 1196.57,
      amountSaved: 651.43,
      freeShippingTarget: 100000,
      rewardsApplied: 0,
      amountPayable: 1196.57,
      cashbackEarned: 0,
    });
  });

  it.each([
    [
      'COD',
      {
        grandTotal: 1308.55,
        shipping: 0,
        codCharges: 49,
        totalDiscount: 338.95,
        amountSaved: 588.45,
        prepaidDiscount: 62.98,
      },
    ],
    [
      'NONE',
      {
        grandTotal: 1196.57,
        shipping: 0,
        codCharges: 0,
        totalDiscount: 401.93,
        amountSaved: 651.43,
        prepaidDiscount: 62.98,
      },
    ],
    [
      'PPCOD',
      {
        grandTotal: 1308.55,
        shipping: 0,
        codCharges: 49,
        totalDiscount: 338.95,
        amountSaved: 588.45,
        prepaidDiscount: 62.98,
      },
    ],
  ])('prices the same cart for %s', (paymentMethod, expected) => {
    expect(
      computeCartTotals({ items, coupon: glow, shippingTiers, paymentMethod, charges }),
    ).toMatchObject(expected);
  });

  it.each([
    [
      'COD',
      {
        codShipping: 79,
        prepaidShipping: 49.5,
        shipping: 79,
        codCharges: 49,
        prepaidDiscount: 10,
        codGrandTotal: 428,
        prepaidGrandTotal: 339.5,
        grandTotal: 428,
        totalDiscount: 0,
        amountSaved: 0,
        freeShippingTarget: 498.99,
      },
    ],
    [
      'PREPAID',
      {
        shipping: 49.5,
        codCharges: 0,
        prepaidDiscount: 10,
        grandTotal: 339.5,
        totalDiscount: 10,
        amountSaved: 10.5,
        freeShippingTarget: 498.99,
      },
    ],
  ])('charges tier shipping and caps the prepaid discount (%s)', (paymentMethod, expected) => {
    expect(
      computeCartTotals({ items: small, shippingTiers, paymentMethod, charges: smallCharges }),
    ).toMatchObject(expected);
  });

  it('gives no prepaid discount when the coupon does not allow it', () => {
    const coupon: Coupon = { id: 'FLAT50', couponType: 'FIXED', getYAmount: 50 };
    expect(
      computeCartTotals({
        items: small,
        coupon,
        shippingTiers,
        paymentMethod: 'PREPAID',
        charges: smallCharges,
      }),
    ).toMatchObject({
      couponDiscount: 50,
      prepaidDiscount: 0,
      prepaidShipping: 49.5,
      grandTotal: 299.5,
    });
  });

  it('reports a coupon that is not allowed without discounting it', () => {
    const coupon: Coupon = { id: 'BIG', couponType: 'FIXED', getYAmount: 50, minOrderValue: 1000 };
    expect(computeCartTotals({ items: small, coupon, paymentMethod: 'COD' })).toMatchObject({
      couponAllowed: false,
      couponMessage: 'Add product worth ₹700 more to the cart to avail this offer',
      couponDiscount: 0,
      grandTotal: 300,
    });
  });

  it('lets a COUPON shipping tier listing the coupon win', () => {
    const coupon: Coupon = { id: 'FREESHIP', couponType: 'FIXED', getYAmount: 10 };
    expect(
      computeCartTotals({ items: small, coupon, shippingTiers, paymentMethod: 'COD' }),
    ).toMatchObject({
      codShipping: 0,
      prepaidShipping: 0,
      grandTotal: 290,
      amountSaved: 60,
    });
  });

  it('applies rewards under the DEBIT rule and credits cashback under the CREDIT rule', () => {
    const rules: LoyaltyRuleEngine[] = [
      {
        event: 'DEBIT_PREPAID_ORDER',
        enabled: true,
        cashbackPercentage: 50,
        maxDebitableCashbackPerMonth: 150,
      },
      { event: 'CREDIT_PREPAID_ORDER', enabled: true, cashbackPercentage: 5 },
      { event: 'CREDIT_COD_ORDER', enabled: true, cashbackPercentage: 50 },
    ];
    expect(
      computeCartTotals({
        items: small,
        shippingTiers,
        paymentMethod: 'PREPAID',
        charges: smallCharges,
        rewards: { balance: 400, apply: true, rules },
      }),
    ).toMatchObject({
      grandTotal: 339.5,
      rewardsApplied: 150,
      amountPayable: 189.5,
      cashbackEarned: 9.48,
    });
  });

  it('applies no rewards unless asked', () => {
    const rules: LoyaltyRuleEngine[] = [
      { event: 'DEBIT_COD_ORDER', enabled: true, cashbackPercentage: 100 },
    ];
    expect(
      computeCartTotals({ items: small, paymentMethod: 'COD', rewards: { balance: 50, rules } }),
    ).toMatchObject({
      rewardsApplied: 0,
      amountPayable: 300,
    });
  });

  it('prices an empty cart at zero', () => {
    expect(computeCartTotals({ items: [], paymentMethod: 'NONE' })).toMatchObject({
      totalItems: 0,
      itemTotal: 0,
      grandTotal: 0,
      amountSaved: 50,
      freeShippingTarget: null,
    });
  });

  const inputs = fc.record({
    items: lines,
    coupon: fc.option(anyCoupon, { nil: null }),
    shippingTiers: tiers,
    paymentMethod: fc.constantFrom('NONE', 'COD', 'PREPAID', 'PPCOD'),
    charges: fc.record({
      codCharges: fc.constantFrom(0, 29, 49.99),
      prepaidDiscountPercent: fc.constantFrom(0, 5, 7.5, 100),
      maxPrepaidDiscount: fc.constantFrom(0, 50, 99.99),
    }),
  });

  it('never returns a negative total and prints every amount with at most two decimals', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const totals = computeCartTotals(input);
        return Object.values(totals)
          .filter((v): v is number => typeof v === 'number')
          .every((v) => v >= 0 && hasAtMostTwoDecimals(v));
      }),
    );
  });

  it('keeps the prepaid discount within its cap and the grand total equal to the method total', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const t = computeCartTotals(input);
        const cap = input.charges.maxPrepaidDiscount;
        const methodTotal =
          input.paymentMethod === 'COD' || input.paymentMethod === 'PPCOD'
            ? t.codGrandTotal
            : t.prepaidGrandTotal;
        return (cap === 0 || t.prepaidDiscount <= cap) && t.grandTotal === methodTotal;
      }),
    );
  });
});
