import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePaise } from '../allocatePaise.js';
import { asPaise } from '../paise.js';

describe('allocatePaise', () => {
  it.each([
    [1000, [1, 1, 1], [334, 333, 333]],
    [47405, [49900, 19900], [33890, 13515]],
    [1, [1, 1], [1, 0]],
    [0, [3, 5], [0, 0]],
    [999, [0, 0, 0], [333, 333, 333]],
    [500, [0, 7], [0, 500]],
    [10, [1, 2, 2], [2, 4, 4]],
  ])('%s paise over %j is %j', (amount, weights, expected) => {
    expect(allocatePaise(asPaise(amount), weights)).toEqual(expected);
  });

  it('refuses what cannot be split', () => {
    expect(() => allocatePaise(asPaise(-1), [1])).toThrow(RangeError);
    expect(() => allocatePaise(asPaise(5), [])).toThrow(RangeError);
    expect(() => allocatePaise(asPaise(5), [1.5])).toThrow(RangeError);
    expect(allocatePaise(asPaise(0), [])).toEqual([]);
  });

  it('always adds up exactly, each share within one paisa of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e10 }),
        fc.array(fc.integer({ min: 0, max: 1e7 }), { minLength: 1, maxLength: 20 }),
        (amount, weights) => {
          const shares = allocatePaise(asPaise(amount), weights);
          const used = weights.some((w) => w > 0) ? weights : weights.map(() => 1);
          const total = used.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((share, i) => {
            const exact = (amount * used[i]!) / total;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});
