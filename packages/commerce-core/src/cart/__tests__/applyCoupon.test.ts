import { describe, expect, it } from 'vitest';
import { applyCoupon } from '../applyCoupon.js';
import type { Coupon } from '../../types/coupon.js';
import { line, stateWith } from './cart.fixture.js';

const serum = line({ id: 'serum', price: 500 });
const oldGift = line({ id: 'old', recordKey: 'old-COUPON', cartItemSource: 'COUPON' });
const kit = { id: 'kit', title: 'Travel Kit', price: 199 };
const mask = { id: 'mask', title: 'Mask', price: 999, variants: [{ id: 'mv', price: 150 }] };

describe('applyCoupon', () => {
  it('sets the coupon, drops old gifts and adds this coupon’s gifts', () => {
    const coupon: Coupon = { id: 'c', couponType: 'PRODUCT', getYStoreProducts: [kit, mask] };
    const next = applyCoupon(stateWith([serum, oldGift]), coupon, 42);
    expect(next.coupon).toBe(coupon);
    expect(next.data.map((l) => [l.recordKey, l.price, l.listingPrice, l.qty, l.addedAt])).toEqual([
      ['serum', 500, undefined, 1, undefined],
      ['kit-COUPON', 199, 199, 1, 42],
      ['mask-mv-COUPON', 150, 150, 1, 42],
    ]);
  });

  it('adds FREEBIE gifts at price 0', () => {
    const coupon: Coupon = { id: 'f', couponType: 'FREEBIE', getYStoreProducts: [kit] };
    expect(applyCoupon(stateWith([serum]), coupon).data[1]).toMatchObject({
      recordKey: 'kit-COUPON',
      price: 0,
      listingPrice: 0,
    });
  });

  it('adds nothing for a coupon without gifts', () => {
    const coupon: Coupon = { id: 'p', couponType: 'PERCENTAGE', getYPercentage: 10 };
    expect(applyCoupon(stateWith([serum]), coupon).data).toEqual([serum]);
  });
});
