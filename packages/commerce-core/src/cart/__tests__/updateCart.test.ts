import { describe, expect, it } from 'vitest';
import { updateCart, withoutCoupon } from '../updateCart.js';
import type { Coupon } from '../../types/coupon.js';
import { line, stateWith } from './cart.fixture.js';

const coupon: Coupon = {
  id: 'c',
  couponType: 'FIXED',
  getYAmount: 50,
  minOrderValue: 300,
  getYStoreProducts: [{ id: 'gift', price: 99 }],
};
const serum = line({ id: 'serum', price: 200, qty: 2 });
const gift = line({ id: 'gift', recordKey: 'gift-COUPON', price: 99, cartItemSource: 'COUPON' });

describe('updateCart', () => {
  it('replaces the lines and keeps a coupon that still holds', () => {
    const next = updateCart(stateWith([serum, gift], { coupon }), [{ ...serum, qty: 3 }, gift]);
    expect(next.coupon).toBe(coupon);
    expect(next.data.map((l) => l.qty)).toEqual([3, 1]);
  });

  it('drops the coupon and its gift lines once it no longer holds', () => {
    const next = updateCart(stateWith([serum, gift], { coupon }), [{ ...serum, qty: 1 }, gift]);
    expect(next.coupon).toBeNull();
    expect(next.data).toEqual([{ ...serum, qty: 1 }]);
  });

  it('just replaces the lines without a coupon', () => {
    expect(updateCart(stateWith([serum]), []).data).toEqual([]);
  });
});

describe('withoutCoupon', () => {
  it('clears the coupon and the gift lines', () => {
    expect(withoutCoupon(stateWith([serum, gift], { coupon }))).toEqual(stateWith([serum]));
  });
});
