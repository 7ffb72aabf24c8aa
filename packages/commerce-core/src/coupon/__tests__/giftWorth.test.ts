import { describe, expect, it } from 'vitest';
import { giftWorth } from '../giftWorth.js';

describe('giftWorth', () => {
  it.each([
    ['no gifts', null, 0],
    ['own price', [{ id: 'a', price: 199.99 }], 19999],
    [
      'first variant price wins',
      [
        {
          id: 'b',
          price: 999,
          variants: [
            { id: 'v', price: 150 },
            { id: 'w', price: 10 },
          ],
        },
      ],
      15000,
    ],
    ['variant without price falls back', [{ id: 'c', price: 80, variants: [{ id: 'v' }] }], 8000],
    ['sums all gifts, missing prices are 0', [{ id: 'a', price: 10 }, { id: 'd' }], 1000],
  ])('%s', (_name, gifts, expected) => {
    expect(giftWorth({ getYStoreProducts: gifts })).toBe(expected);
  });
});
