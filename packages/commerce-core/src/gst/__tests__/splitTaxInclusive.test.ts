import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPaise } from '../../money/paise.js';
import { GST_RATES } from '../gstRates.js';
import { splitTaxInclusive } from '../splitTaxInclusive.js';

describe('splitTaxInclusive', () => {
  it.each([
    // value, rate, intra-state [taxable, cgst, sgst], inter-state [taxable, igst]
    [100000, 18, [84746, 7627, 7627], [84746, 15254]],
    [11800, 18, [10000, 900, 900], [10000, 1800]],
    [49900, 18, [42288, 3806, 3806], [42288, 7612]],
    [4900, 18, [4152, 374, 374], [4153, 747]],
    [10500, 5, [10000, 250, 250], [10000, 500]],
    [12800, 28, [10000, 1400, 1400], [10000, 2800]],
    [11200, 12, [10000, 600, 600], [10000, 1200]],
    [1, 18, [1, 0, 0], [1, 0]],
    [3, 28, [3, 0, 0], [2, 1]],
    [5, 28, [3, 1, 1], [4, 1]],
    [99999, 0, [99999, 0, 0], [99999, 0]],
    [0, 18, [0, 0, 0], [0, 0]],
  ] as const)('₹%s paise at %s%%', (value, rate, intra, inter) => {
    expect(splitTaxInclusive(asPaise(value), rate, 'INTRA_STATE')).toEqual({
      taxable: intra[0],
      cgst: intra[1],
      sgst: intra[2],
      igst: 0,
    });
    expect(splitTaxInclusive(asPaise(value), rate, 'INTER_STATE')).toEqual({
      taxable: inter[0],
      cgst: 0,
      sgst: 0,
      igst: inter[1],
    });
  });

  it('throws for a negative value (a programmer error)', () => {
    expect(() => splitTaxInclusive(asPaise(-1), 18, 'INTRA_STATE')).toThrow(RangeError);
  });

  const value = fc.integer({ min: 0, max: 2_000_000_000 }).map(asPaise);
  const rate = fc.constantFrom(...GST_RATES);

  it('adds up exactly, keeps CGST = SGST, and rounds each tax once within half a paisa', () => {
    fc.assert(
      fc.property(
        value,
        rate,
        fc.constantFrom('INTRA_STATE', 'INTER_STATE' as const),
        (v, r, s) => {
          const split = splitTaxInclusive(v, r, s);
          expect(split.taxable + split.cgst + split.sgst + split.igst).toBe(v);
          expect(split.cgst).toBe(split.sgst);
          expect(split.taxable).toBeGreaterThanOrEqual(0);
          // Exact taxes, in 1/(100 + r) paise: half a paisa is (100 + r) / 2 of them.
          const unit = 100 + r;
          if (s === 'INTER_STATE') {
            expect(split.cgst).toBe(0);
            expect(Math.abs(split.igst * unit - v * r)).toBeLessThanOrEqual(unit / 2);
          } else {
            expect(split.igst).toBe(0);
            expect(Math.abs(2 * split.cgst * unit - v * r)).toBeLessThanOrEqual(unit);
          }
        },
      ),
    );
  });
});
