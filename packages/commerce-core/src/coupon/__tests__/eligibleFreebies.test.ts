import { describe, expect, it } from 'vitest';
import { eligibleFreebies } from '../eligibleFreebies.js';
import type { Coupon } from '../../types/coupon.js';

const gift = [{ id: 'g', title: 'Mini', price: 49 }];
const cheap: Coupon = {
  id: 'a',
  couponType: 'FREEBIE',
  getYStoreProducts: gift,
  minOrderValue: 100,
};
const dear: Coupon = {
  id: 'b',
  couponType: 'FREEBIE',
  getYStoreProducts: gift,
  minOrderValue: 5000,
};
const percent: Coupon = { id: 'c', couponType: 'PERCENTAGE', getYPercentage: 10 };
const external: Coupon = { ...cheap, id: 'd', isExternal: true };

describe('eligibleFreebies', () => {
  it('keeps the FREEBIE coupons the cart qualifies for, in order', () => {
    const items = [{ id: 'p', price: 120, qty: 2 }];
    expect(eligibleFreebies([dear, percent, cheap, external], items)).toEqual([cheap]);
  });

  it('offers nothing for an empty cart', () => {
    expect(eligibleFreebies([cheap], [])).toEqual([]);
  });
});
