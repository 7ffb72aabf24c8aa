import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPaise } from '../paise.js';
import { percentOf } from '../percentOf.js';

describe('percentOf', () => {
  it.each([
    [33333, 15, 5000],
    [1000, 12.5, 125],
    [99, 50, 50],
    [101, 0.5, 1],
    [100, 0, 0],
    [0, 10, 0],
    [-99, 50, -50],
    [12345, 100, 12345],
    [1999, 33.33, 666],
  ])('%s paise × %s%% is %s paise', (amount, percent, expected) => {
    expect(percentOf(asPaise(amount), percent)).toBe(expected);
  });

  it('agrees with exact integer math for whole percents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.integer({ min: 0, max: 100 }),
        (amount, pct) => {
          const exact = (BigInt(amount) * BigInt(pct) * 2n + 100n) / 200n;
          return percentOf(asPaise(amount), pct) === Number(exact);
        },
      ),
    );
  });
});
