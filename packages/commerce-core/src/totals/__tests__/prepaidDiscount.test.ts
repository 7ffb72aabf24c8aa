import { describe, expect, it } from 'vitest';
import { prepaidDiscount } from '../prepaidDiscount.js';

describe('prepaidDiscount', () => {
  it.each([
    ['percent of the post-coupon amount', 1259.55, null, { prepaidDiscountPercent: 5 }, 62.98],
    ['capped', 999, null, { prepaidDiscountPercent: 5, maxPrepaidDiscount: 40 }, 40],
    ['cap 0 means no cap', 999, null, { prepaidDiscountPercent: 5, maxPrepaidDiscount: 0 }, 49.95],
    [
      'coupon without applyPrepaidDiscount',
      999,
      { applyPrepaidDiscount: null },
      { prepaidDiscountPercent: 5 },
      0,
    ],
    [
      'coupon that allows it',
      999,
      { applyPrepaidDiscount: true },
      { prepaidDiscountPercent: 5 },
      49.95,
    ],
    ['no settings', 999, null, null, 0],
    ['negative base', -10, null, { prepaidDiscountPercent: 5 }, 0],
  ])('%s', (_name, amount, coupon, charges, expected) => {
    expect(prepaidDiscount(amount, coupon, charges)).toBe(expected);
  });
});
