import { describe, expect, it } from 'vitest';
import { capDiscount } from '../capDiscount.js';
import { asPaise } from '../../money/paise.js';

describe('capDiscount', () => {
  it.each([
    [100, 15000, 10000],
    [100, 5000, 5000],
    [0, 15000, 15000],
    [null, 15000, 15000],
    [-5, 15000, 15000],
    [99.99, 15000, 9999],
  ])('maxDiscount %s caps %s paise at %s', (maxDiscount, amount, expected) => {
    expect(capDiscount({ maxDiscount }, asPaise(amount))).toBe(expected);
  });
});
