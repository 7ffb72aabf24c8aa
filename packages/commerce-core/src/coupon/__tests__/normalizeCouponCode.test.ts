import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCouponCode } from '../normalizeCouponCode.js';

describe('normalizeCouponCode', () => {
  it.each([
    [' welcome5 ', 'WELCOME5'],
    ['Glow10', 'GLOW10'],
    ['FLAT100', 'FLAT100'],
    ['\tppcod75\n', 'PPCOD75'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (code, normal) => {
    expect(normalizeCouponCode(code)).toBe(normal);
  });

  it('is idempotent and leaves no surrounding space or lower case', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        const normal = normalizeCouponCode(code);
        expect(normalizeCouponCode(normal)).toBe(normal);
        expect(normal).toBe(normal.trim());
        expect(normal).toBe(normal.toUpperCase());
      }),
    );
  });
});
