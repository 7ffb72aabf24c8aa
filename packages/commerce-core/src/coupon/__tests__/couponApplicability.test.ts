import { describe, expect, it } from 'vitest';
import { couponApplicability } from '../couponApplicability.js';

const items = [{ id: 'p', price: 130, qty: 2 }];

describe('couponApplicability', () => {
  it.each([
    [
      'an allowed FIXED coupon',
      { couponType: 'FIXED', getYAmount: 50 },
      { allowed: true, message: null },
    ],
    [
      'a FIXED coupon short of its minimum, with the reason',
      { couponType: 'FIXED', getYAmount: 50, minOrderValue: 500 },
      { allowed: false, message: 'Add product worth ₹240 more to the cart to avail this offer' },
    ],
    [
      'a FREEBIE judged by the freebie rules',
      { couponType: 'FREEBIE', getYStoreProducts: [{ id: 'g' }] },
      { allowed: true, message: null },
    ],
    [
      'a FREEBIE short of items, in the freebie wording',
      { couponType: 'FREEBIE', getYStoreProducts: [{ id: 'g' }], buyXQuantity: 2 },
      { allowed: false, message: 'Add 1 more items to the cart to avail this free product' },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(couponApplicability({ id: 'c', ...fields }, items)).toEqual(expected);
  });
});
