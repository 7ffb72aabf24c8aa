import { describe, expect, it } from 'vitest';
import { isCouponStillAllowed } from '../isCouponStillAllowed.js';

const items = [{ id: 'p', price: 300, qty: 2 }];

describe('isCouponStillAllowed', () => {
  it.each([
    ['allowed FIXED', { couponType: 'FIXED', getYAmount: 50, minOrderValue: 500 }, true],
    ['FIXED below its minimum', { couponType: 'FIXED', getYAmount: 50, minOrderValue: 700 }, false],
    [
      'FREEBIE judged by the freebie rules',
      { couponType: 'FREEBIE', getYStoreProducts: [{ id: 'g' }] },
      true,
    ],
    [
      'FREEBIE short of items',
      { couponType: 'FREEBIE', getYStoreProducts: [{ id: 'g' }], buyXQuantity: 3 },
      false,
    ],
  ])('%s → %s', (_name, fields, expected) => {
    expect(isCouponStillAllowed({ id: 'c', ...fields }, items)).toBe(expected);
  });
});
