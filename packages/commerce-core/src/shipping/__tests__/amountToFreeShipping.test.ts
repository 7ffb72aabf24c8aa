import { describe, expect, it } from 'vitest';
import { amountToFreeShipping } from '../amountToFreeShipping.js';

const totals = { shipping: 49, freeShippingTarget: 498.99, itemTotal: 350, couponDiscount: 50.5 };

describe('amountToFreeShipping', () => {
  it.each([
    ['short of the target', totals, { remaining: 199.5, progress: 29950 / 49899 }],
    ['at the target', { ...totals, itemTotal: 549.49 }, { remaining: 0.01, progress: 1 }],
    ['shipping already free', { ...totals, shipping: 0 }, null],
    ['no target', { ...totals, freeShippingTarget: null }, null],
  ])('%s', (_name, input, expected) => {
    expect(amountToFreeShipping(input)).toEqual(expected);
  });
});
