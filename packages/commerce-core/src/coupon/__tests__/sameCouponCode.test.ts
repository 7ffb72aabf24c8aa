import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCouponCode } from '../normalizeCouponCode.js';
import { sameCouponCode } from '../sameCouponCode.js';

describe('sameCouponCode', () => {
  it.each([
    ['Welcome5', ' WELCOME5', true],
    ['welcome5', 'WELCOME5 ', true],
    ['WELCOME5', 'WELCOME50', false],
    ['GLOW10', null, false],
    [null, '', true],
  ])('%j and %j → %s', (a, b, same) => {
    expect(sameCouponCode(a, b)).toBe(same);
  });

  it('is symmetric and matches a code with its normal form', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(sameCouponCode(a, b)).toBe(sameCouponCode(b, a));
        expect(sameCouponCode(a, normalizeCouponCode(a))).toBe(true);
      }),
    );
  });
});
