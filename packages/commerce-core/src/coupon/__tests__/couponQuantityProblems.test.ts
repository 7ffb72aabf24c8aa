import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponQuantities } from '../couponQuantities.js';
import { couponQuantityProblems } from '../couponQuantityProblems.js';

const refused = (field: string, shown: string) => ({
  field,
  message: `${field} must be a whole number of at least 1, or left out to mean 1 (it is ${shown})`,
});

describe('couponQuantityProblems', () => {
  it.each([
    ['left out', {}, []],
    ['null', { buyXQuantity: null, getYQuantity: null }, []],
    ['whole numbers of at least 1', { buyXQuantity: 2, getYQuantity: 1 }, []],
    ['buyXQuantity 0', { buyXQuantity: 0 }, [refused('buyXQuantity', '0')]],
    ['getYQuantity 0', { getYQuantity: 0 }, [refused('getYQuantity', '0')]],
    [
      'both negative',
      { buyXQuantity: -1, getYQuantity: -3 },
      [refused('buyXQuantity', '-1'), refused('getYQuantity', '-3')],
    ],
    ['a fraction', { buyXQuantity: 1.5 }, [refused('buyXQuantity', '1.5')]],
    ['text from a JSON file', { getYQuantity: '2' }, [refused('getYQuantity', '"2"')]],
  ])('%s', (_name, coupon, expected) => {
    expect(couponQuantityProblems(coupon)).toEqual(expected);
  });

  it('accepts exactly the counts the rules read as they are written', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.integer({ min: -5, max: 9 }), fc.double()), { nil: null }),
        (value) => {
          const accepted = couponQuantityProblems({ buyXQuantity: value }).length === 0;
          const readAsWritten =
            value === null || couponQuantities({ buyXQuantity: value }).buyX === value;
          return accepted === readAsWritten;
        },
      ),
    );
  });
});
