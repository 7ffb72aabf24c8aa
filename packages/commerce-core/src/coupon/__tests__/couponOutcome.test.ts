import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coupon as anyCoupon, lines } from '../../__tests__/support/arbitraries.js';
import { fromPaise } from '../../money/paise.js';
import { couponOutcome } from '../couponOutcome.js';
import { evaluateCoupon } from '../evaluateCoupon.js';

describe('couponOutcome', () => {
  it.each([
    [
      'short of the minimum',
      { couponType: 'FIXED', getYAmount: 50, minOrderValue: 500 },
      { allowed: false, message: 'Add product worth ₹240 more to the cart to avail this offer' },
    ],
    [
      'short of items',
      { couponType: 'BUY_X_GET_Y', buyXQuantity: 2, getYQuantity: 1 },
      { allowed: false, message: 'Add 2 more items to the cart to avail this offer' },
    ],
    ['an unknown type', { couponType: 'FREEBIE' }, { allowed: false, message: 'Invalid Coupon' }],
    [
      'allowed, in paise',
      { couponType: 'PERCENTAGE', getYPercentage: 10 },
      { allowed: true, discount: 2600 },
    ],
  ])('%s', (_name, fields, expected) => {
    expect(couponOutcome({ id: 'c', ...fields }, [{ id: 'p', price: 260, qty: 1 }])).toEqual(
      expected,
    );
  });

  it('agrees with evaluateCoupon on every coupon and cart', () => {
    fc.assert(
      fc.property(anyCoupon, lines, (coupon, items) => {
        const outcome = couponOutcome(coupon, items);
        const evaluation = evaluateCoupon(coupon, items);
        expect(outcome.allowed).toBe(evaluation.allowed);
        if (outcome.allowed) expect(fromPaise(outcome.discount)).toBe(evaluation.discount);
        else expect(outcome.message).toBe(evaluation.message);
      }),
    );
  });
});
