import { describe, expect, it } from 'vitest';
import { discountPercent } from '../discountPercent.js';

describe('discountPercent', () => {
  it.each([
    [499, 999, 50],
    [0.1 + 0.2, 0.6, 50],
    [665, 1000, 34],
    [666, 1000, 33],
    [100, 100, 0],
    [120, 100, 0],
    [100, 0, 0],
    [100, null, 0],
    [0, 100, 100],
  ])('price %s, listing %s → %s%%', (price, listing, percent) => {
    expect(discountPercent(price, listing)).toBe(percent);
  });
});
