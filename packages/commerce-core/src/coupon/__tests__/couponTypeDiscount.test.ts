import { describe, expect, it } from 'vitest';
import { couponTypeDiscount } from '../couponTypeDiscount.js';
import type { PricedLine } from '../../types/cart.js';

const units: PricedLine[] = [
  { id: 'a', price: 100, qty: 3 },
  { id: 'b', price: 40.5, qty: 2 },
  { id: 'c', price: 250, qty: 1 },
];
// 6 units: 40.50, 40.50, 100, 100, 100, 250 — total ₹631

describe('couponTypeDiscount', () => {
  it.each([
    ['PERCENTAGE', { couponType: 'PERCENTAGE', getYPercentage: 12.5 }, 7888],
    ['FIXED', { couponType: 'FIXED', getYAmount: 75.25 }, 7525],
    ['FIXED above the total', { couponType: 'FIXED', getYAmount: 700 }, 63100],
    ['PRODUCT', { couponType: 'PRODUCT', getYStoreProducts: [{ id: 'g', price: 10 }] }, 1000],
    ['PRODUCT without gifts', { couponType: 'PRODUCT' }, null],
    [
      'BUY_X_GET_Y 2+1: two cheapest units',
      { couponType: 'BUY_X_GET_Y', buyXQuantity: 2, getYQuantity: 1 },
      8100,
    ],
    [
      'BUY_X_GET_Y 1+2: four cheapest units',
      { couponType: 'BUY_X_GET_Y', buyXQuantity: 1, getYQuantity: 2 },
      28100,
    ],
    [
      'BUY_X_AT_Y 4 @ 200: cheapest four units',
      { couponType: 'BUY_X_AT_Y', buyXQuantity: 4, getYAmount: 200 },
      8100,
    ],
    [
      'BUY_X_AT_Y 3 @ 150: two bundles of all six',
      { couponType: 'BUY_X_AT_Y', buyXQuantity: 3, getYAmount: 150 },
      33100,
    ],
    [
      'BUY_X_AT_Y capped',
      { couponType: 'BUY_X_AT_Y', buyXQuantity: 3, getYAmount: 150, maxDiscount: 99.99 },
      9999,
    ],
    ['FREEBIE', { couponType: 'FREEBIE' }, null],
    ['unknown', { couponType: 'BOGO' }, null],
  ])('%s → %s paise', (_name, fields, expected) => {
    expect(couponTypeDiscount({ id: 'c', ...fields }, units)).toBe(expected);
  });
});
