import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponEligibleLines } from '../couponEligibleLines.js';
import { evaluateCoupon } from '../evaluateCoupon.js';
import { giftWorth } from '../giftWorth.js';
import { linesTotal } from '../../lines/lineAmounts.js';
import { fromPaise, toPaise } from '../../money/paise.js';
import type { PricedLine } from '../../types/cart.js';
import type { Coupon } from '../../types/coupon.js';
import {
  coupon as anyCoupon,
  hasAtMostTwoDecimals,
  line,
  lines,
} from '../../__tests__/support/arbitraries.js';

const serum: PricedLine = { id: 'serum', price: 500, qty: 1, collections: ['serums'] };
const wash: PricedLine = { id: 'wash', price: 250, qty: 2, collections: ['cleansers'] };
const spf: PricedLine = { id: 'spf', price: 399.5, qty: 1, collections: ['sunscreen'] };
const gift: PricedLine = { id: 'gift', price: 199, qty: 1, cartItemSource: 'COUPON' };
const deal: PricedLine = {
  id: 'deal',
  price: 99,
  qty: 1,
  cartItemSource: 'LIMITED_TIME_DEAL',
  collections: ['serums'],
};
const toner: PricedLine = {
  id: 'toner',
  price: 300,
  qty: 2,
  variantId: 'v2',
  variants: [{ id: 'v1' }, { id: 'v2' }],
};
/** Eligible by default: serum, wash ×2, spf — ₹1399.50 over 4 units. */
const cart = [serum, wash, spf, gift, deal];

const kit = { id: 'kit', title: 'Travel Kit', price: 199 };
const mask = { id: 'mask', title: 'Mask', price: 999, variants: [{ id: 'mask-v', price: 150 }] };

type Case = [string, Omit<Coupon, 'id'>, readonly PricedLine[], boolean, number, string | null];

const cases: Case[] = [
  [
    'PERCENTAGE of the eligible total',
    { couponType: 'PERCENTAGE', getYPercentage: 10 },
    cart,
    true,
    139.95,
    '10% off from total.',
  ],
  [
    'PERCENTAGE capped by maxDiscount',
    { couponType: 'PERCENTAGE', getYPercentage: 15, maxDiscount: 100 },
    cart,
    true,
    100,
    '15% off from total up to ₹100.',
  ],
  [
    'PERCENTAGE with maxDiscount 0 is uncapped',
    { couponType: 'PERCENTAGE', getYPercentage: 15, maxDiscount: 0 },
    cart,
    true,
    209.93,
    '15% off from total.',
  ],
  [
    'PERCENTAGE plus gift worth',
    { couponType: 'PERCENTAGE', getYPercentage: 10, getYStoreProducts: [kit] },
    cart,
    true,
    338.95,
    '10% off from total + 1 Free Gift.',
  ],
  [
    'minimum not reached (decimals)',
    { couponType: 'PERCENTAGE', getYPercentage: 10, minOrderValue: 1500 },
    cart,
    false,
    0,
    'Add product worth ₹100.50 more to the cart to avail this offer',
  ],
  [
    'minimum not reached (whole rupees)',
    { couponType: 'FIXED', getYAmount: 50, minOrderValue: 1500 },
    [serum, wash, spf, { id: 'x', price: 0.5, qty: 1 }],
    false,
    0,
    'Add product worth ₹100 more to the cart to avail this offer',
  ],
  [
    'minimum reached exactly',
    { couponType: 'FIXED', getYAmount: 50, minOrderValue: 1399.5 },
    cart,
    true,
    50,
    '₹50 off from total on orders above ₹1,399.50.',
  ],
  [
    'FIXED amount',
    { couponType: 'FIXED', getYAmount: 100 },
    cart,
    true,
    100,
    '₹100 off from total.',
  ],
  [
    'FIXED never above the eligible total',
    { couponType: 'FIXED', getYAmount: 2000 },
    cart,
    true,
    1399.5,
    '₹2,000 off from total.',
  ],
  [
    'FIXED capped by maxDiscount',
    { couponType: 'FIXED', getYAmount: 300, maxDiscount: 150 },
    cart,
    true,
    150,
    '₹300 off from total.',
  ],
  [
    'FIXED plus gift worth',
    { couponType: 'FIXED', getYAmount: 100, getYStoreProducts: [kit] },
    cart,
    true,
    299,
    '₹100 off from total + 1 Free Gift.',
  ],
  [
    'FIXED plus gift worth, within the eligible total',
    { couponType: 'FIXED', getYAmount: 1300, getYStoreProducts: [kit] },
    cart,
    true,
    1399.5,
    '₹1,300 off from total + 1 Free Gift.',
  ],
  [
    'PRODUCT gives the gift worth (first variant price)',
    { couponType: 'PRODUCT', getYStoreProducts: [kit, mask] },
    cart,
    true,
    349,
    'FREE Travel Kit and Mask WORTH ₹349.',
  ],
  [
    'PRODUCT without gifts',
    { couponType: 'PRODUCT', getYStoreProducts: [] },
    cart,
    false,
    0,
    'Invalid Coupon',
  ],
  [
    'FREEBIE never through this path',
    { couponType: 'FREEBIE', getYStoreProducts: [kit] },
    cart,
    false,
    0,
    'Invalid Coupon',
  ],
  [
    'FREEBIE checks the minimum first',
    { couponType: 'FREEBIE', minOrderValue: 5000 },
    cart,
    false,
    0,
    'Add product worth ₹3,600.50 more to the cart to avail this offer',
  ],
  ['unknown type', { couponType: 'MYSTERY' }, cart, false, 0, 'Invalid Coupon'],
  ['missing type', {}, cart, false, 0, 'Invalid Coupon'],
  [
    'BUY_X_GET_Y: cheapest unit free',
    { couponType: 'BUY_X_GET_Y', buyXQuantity: 2, getYQuantity: 1 },
    cart,
    true,
    250,
    'Buy 2 Get 1 Free: the lowest value item is free.',
  ],
  [
    'BUY_X_GET_Y defaults X and Y to 1',
    { couponType: 'BUY_X_GET_Y' },
    cart,
    true,
    500,
    'Buy 1 Get 1 Free: the lowest value item is free.',
  ],
  [
    'BUY_X_GET_Y capped',
    { couponType: 'BUY_X_GET_Y', maxDiscount: 300 },
    cart,
    true,
    300,
    'Buy 1 Get 1 Free: the lowest value item is free up to ₹300.',
  ],
  [
    'BUY_X_GET_Y plus gift',
    { couponType: 'BUY_X_GET_Y', buyXQuantity: 3, getYQuantity: 1, getYStoreProducts: [kit] },
    cart,
    true,
    449,
    'Buy 3 Get 1 Free: the lowest value item is free + 1 Free Gift.',
  ],
  [
    'BUY_X_GET_Y needs X + Y units',
    { couponType: 'BUY_X_GET_Y', buyXQuantity: 3, getYQuantity: 2 },
    cart,
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
  [
    'BUY_X_GET_Y ignores minOrderValue',
    { couponType: 'BUY_X_GET_Y', buyXQuantity: 2, getYQuantity: 2, minOrderValue: 5000 },
    cart,
    true,
    500,
    'Buy 2 Get 2 Free: the 2 lowest value items are free on orders above ₹5,000.',
  ],
  [
    'BUY_X_AT_Y: two bundles',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 2, getYAmount: 600 },
    cart,
    true,
    199.5,
    'Buy 2 @ ₹600.',
  ],
  [
    'BUY_X_AT_Y: cheapest units form the bundle',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 3, getYAmount: 700 },
    cart,
    true,
    199.5,
    'Buy 3 @ ₹700.',
  ],
  [
    'BUY_X_AT_Y: never negative',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 2, getYAmount: 800 },
    cart,
    true,
    0,
    'Buy 2 @ ₹800.',
  ],
  [
    'BUY_X_AT_Y: counts X only',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 5, getYAmount: 800 },
    cart,
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
  [
    'BUY_X_AT_Y ignores minOrderValue (spec exempts BUY_X types)',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 2, getYAmount: 600, minOrderValue: 5000 },
    cart,
    true,
    199.5,
    'Buy 2 @ ₹600 on orders above ₹5,000.',
  ],
  [
    'BUY_X_AT_Y: only first variants count',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 2, getYAmount: 400 },
    [toner],
    false,
    0,
    'Add 2 more items to the cart to avail this offer',
  ],
  [
    'BUY_X_AT_Y: applyOnAllVariants counts every variant',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 2, getYAmount: 400, applyOnAllVariants: true },
    [toner],
    true,
    200,
    'Buy 2 @ ₹400.',
  ],
  [
    'applicableProducts narrows the eligible lines',
    { couponType: 'PERCENTAGE', getYPercentage: 10, applicableProducts: ['serum'] },
    cart,
    true,
    50,
    '10% off from total.',
  ],
  [
    'applicableCollections narrows the eligible lines',
    {
      couponType: 'FIXED',
      getYAmount: 100,
      minOrderValue: 400,
      applicableCollections: ['cleansers'],
    },
    cart,
    true,
    100,
    '₹100 off from total on orders above ₹400.',
  ],
  [
    'no eligible line: count message first',
    { couponType: 'PERCENTAGE', getYPercentage: 10, applicableProducts: ['ghost'] },
    cart,
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
  // Issue 21: a buyXQuantity of 0 reads as missing (1), so a coupon needs one eligible unit,
  // which itself matches the lists: a cart with no matching line is asked for one more item.
  [
    'no matching product (buyXQuantity 0 reads as 1)',
    {
      couponType: 'PERCENTAGE',
      getYPercentage: 10,
      buyXQuantity: 0,
      applicableProducts: ['ghost'],
    },
    cart,
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
  [
    'no matching collection (buyXQuantity 0 reads as 1)',
    {
      couponType: 'PERCENTAGE',
      getYPercentage: 10,
      buyXQuantity: 0,
      applicableCollections: ['masks'],
    },
    cart,
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
  [
    'a deal line matching the collection is not an eligible unit',
    {
      couponType: 'PERCENTAGE',
      getYPercentage: 10,
      buyXQuantity: 0,
      applicableCollections: ['serums'],
    },
    [wash, deal],
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
  [
    '"Buy 0 Get 1 Free" is Buy 1 Get 1: one of 3 × ₹100 free, not all three',
    { couponType: 'BUY_X_GET_Y', buyXQuantity: 0, getYQuantity: 1 },
    [{ id: 'p', price: 100, qty: 3 }],
    true,
    100,
    'Buy 1 Get 1 Free: the lowest value item is free.',
  ],
  [
    'BUY_X_GET_Y with negative counts reads 1 and 1',
    { couponType: 'BUY_X_GET_Y', buyXQuantity: -2, getYQuantity: -1 },
    [{ id: 'p', price: 100, qty: 4 }],
    true,
    200,
    'Buy 1 Get 1 Free: the lowest value item is free.',
  ],
  [
    'BUY_X_GET_Y with getYQuantity 0 still frees one unit per pair',
    { couponType: 'BUY_X_GET_Y', buyXQuantity: 2, getYQuantity: 0 },
    [{ id: 'p', price: 100, qty: 3 }],
    true,
    100,
    'Buy 2 Get 1 Free: the lowest value item is free.',
  ],
  [
    'BUY_X_AT_Y with buyXQuantity 0 bundles one unit at a time',
    { couponType: 'BUY_X_AT_Y', buyXQuantity: 0, getYAmount: 80 },
    [{ id: 'p', price: 100, qty: 2 }],
    true,
    40,
    'Buy 1 @ ₹80.',
  ],
  [
    'a PRODUCT coupon with buyXQuantity 0 is refused on a cart holding only its gift',
    { couponType: 'PRODUCT', buyXQuantity: 0, getYStoreProducts: [kit] },
    [{ ...gift, id: 'kit' }],
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
  [
    'gift lines are not eligible',
    { couponType: 'PERCENTAGE', getYPercentage: 50 },
    [gift],
    false,
    0,
    'Add 1 more items to the cart to avail this offer',
  ],
];

describe('evaluateCoupon', () => {
  it.each([null, undefined])('answers %s coupon with not allowed, no message', (none) => {
    expect(evaluateCoupon(none, cart)).toEqual({ allowed: false, discount: 0, message: null });
  });

  it.each(cases)('%s', (_name, fields, items, allowed, discount, message) => {
    expect(evaluateCoupon({ id: 'c1', ...fields }, items)).toEqual({ allowed, discount, message });
  });

  it('never gives more than the eligible total plus gift worth', () => {
    fc.assert(
      fc.property(anyCoupon, lines, (coupon, items) => {
        const limit = linesTotal(couponEligibleLines(coupon, items)) + giftWorth(coupon);
        return evaluateCoupon(coupon, items).discount <= fromPaise(limit);
      }),
    );
  });

  it('never lowers a PERCENTAGE discount when an eligible line is added', () => {
    const percentage = anyCoupon.map((c): Coupon => ({ ...c, couponType: 'PERCENTAGE' }));
    fc.assert(
      fc.property(percentage, lines, line, (coupon, items, extra) => {
        fc.pre(couponEligibleLines(coupon, [extra]).length === 1);
        return (
          evaluateCoupon(coupon, [...items, extra]).discount >=
          evaluateCoupon(coupon, items).discount
        );
      }),
    );
  });

  it('frees at most floor(n / (X + Y)) × Y units of BUY_X_GET_Y, X and Y read as at least 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 4 }),
        fc.integer({ min: -3, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 50_000 }),
        (buyXQuantity, getYQuantity, qty, paise) => {
          const price = paise / 100;
          const coupon: Coupon = { id: 'c', couponType: 'BUY_X_GET_Y', buyXQuantity, getYQuantity };
          const { discount } = evaluateCoupon(coupon, [{ id: 'p', price, qty }]);
          const x = Math.max(1, buyXQuantity);
          const y = Math.max(1, getYQuantity);
          const free = Math.floor(qty / (x + y)) * y;
          return toPaise(discount) === free * paise && free < qty;
        },
      ),
    );
  });

  it('answers amounts with at most two decimals, never negative', () => {
    fc.assert(
      fc.property(anyCoupon, lines, (coupon, items) => {
        const { discount } = evaluateCoupon(coupon, items);
        return discount >= 0 && hasAtMostTwoDecimals(discount);
      }),
    );
  });
});
