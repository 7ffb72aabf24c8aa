import { describe, expect, it } from 'vitest';
import { removeCoupon } from '../removeCoupon.js';
import { line, stateWith } from './cart.fixture.js';

describe('removeCoupon', () => {
  it('clears the coupon and its gift lines', () => {
    const serum = line({ id: 'serum' });
    const gift = line({ id: 'gift', recordKey: 'gift-COUPON', cartItemSource: 'COUPON' });
    const state = stateWith([serum, gift], { coupon: { id: 'c' } });
    expect(removeCoupon(state)).toEqual(stateWith([serum]));
  });
});
