import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponQuantities } from '../couponQuantities.js';

describe('couponQuantities', () => {
  // Spec 5: "buyX plus getY (each default 1)"; issue 21: 0 and negatives read as missing.
  it.each([
    ['missing', {}, { buyX: 1, getY: 1 }],
    ['null', { buyXQuantity: null, getYQuantity: null }, { buyX: 1, getY: 1 }],
    ['as set', { buyXQuantity: 3, getYQuantity: 2 }, { buyX: 3, getY: 2 }],
    ['0 reads as 1', { buyXQuantity: 0, getYQuantity: 0 }, { buyX: 1, getY: 1 }],
    ['negative reads as 1', { buyXQuantity: -2, getYQuantity: -1 }, { buyX: 1, getY: 1 }],
    ['fractions round down', { buyXQuantity: 2.7, getYQuantity: 0.5 }, { buyX: 2, getY: 1 }],
    ['not a number reads as 1', { buyXQuantity: Number.NaN }, { buyX: 1, getY: 1 }],
  ])('%s', (_name, coupon, expected) => {
    expect(couponQuantities(coupon)).toEqual(expected);
  });

  it('always answers whole numbers of at least 1, and keeps those it is given', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: null }), (value) => {
        const { buyX, getY } = couponQuantities({ buyXQuantity: value, getYQuantity: value });
        const kept = value !== null && Number.isInteger(value) && value >= 1;
        return buyX === getY && Number.isInteger(buyX) && buyX >= 1 && (!kept || buyX === value);
      }),
    );
  });
});
