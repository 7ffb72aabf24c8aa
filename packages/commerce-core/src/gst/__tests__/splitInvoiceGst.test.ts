import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asPaise } from '../../money/paise.js';
import { chargesGstRate } from '../chargesGstRate.js';
import { GST_RATES } from '../gstRates.js';
import { gstState } from '../gstState.js';
import type { GstState } from '../gstStates.js';
import { splitInvoiceGst } from '../splitInvoiceGst.js';

const state = (code: string): GstState => {
  const found = gstState(code);
  if (!found) throw new Error(code);
  return found;
};

describe('chargesGstRate', () => {
  it.each([
    [[5, 18, 12], 18],
    [[5], 5],
    [[0, 0], 0],
    [[], 0],
    [[28, 5], 28],
  ] as const)('%j → %s', (rates, expected) => {
    expect(chargesGstRate(rates)).toBe(expected);
  });
});

describe('splitInvoiceGst', () => {
  // A ₹499 serum and a ₹199 soap after a ₹100 coupon (allocated 427.51 / 170.49), ₹49 shipping
  // and ₹49 COD charges: ₹696 paid.
  const input = {
    goods: [
      { value: asPaise(42751), rate: 18 as const },
      { value: asPaise(17049), rate: 5 as const },
    ],
    charges: [
      { kind: 'SHIPPING' as const, value: asPaise(4900) },
      { kind: 'COD' as const, value: asPaise(4900) },
    ],
  };

  it('splits an intra-state invoice into CGST and SGST line by line', () => {
    const split = splitInvoiceGst({
      ...input,
      supplierState: state('MH'),
      placeOfSupply: state('MH'),
    });
    expect(split.supply).toBe('INTRA_STATE');
    expect(split.chargesRate).toBe(18);
    expect(split.goods).toEqual([
      { value: 42751, rate: 18, taxable: 36229, cgst: 3261, sgst: 3261, igst: 0 },
      { value: 17049, rate: 5, taxable: 16237, cgst: 406, sgst: 406, igst: 0 },
    ]);
    expect(split.charges).toEqual([
      { kind: 'SHIPPING', value: 4900, rate: 18, taxable: 4152, cgst: 374, sgst: 374, igst: 0 },
      { kind: 'COD', value: 4900, rate: 18, taxable: 4152, cgst: 374, sgst: 374, igst: 0 },
    ]);
    expect(split.totals).toEqual({
      value: 69600,
      taxable: 60770,
      cgst: 4415,
      sgst: 4415,
      igst: 0,
      tax: 8830,
    });
  });

  it('splits an inter-state invoice into IGST', () => {
    const split = splitInvoiceGst({
      ...input,
      supplierState: state('MH'),
      placeOfSupply: state('KA'),
    });
    expect(split.supply).toBe('INTER_STATE');
    expect(split.placeOfSupply.name).toBe('Karnataka');
    expect(split.goods.map((line) => [line.taxable, line.igst])).toEqual([
      [36230, 6521],
      [16237, 812],
    ]);
    expect(split.charges.map((line) => [line.taxable, line.igst])).toEqual([
      [4153, 747],
      [4153, 747],
    ]);
    expect(split.totals).toEqual({
      value: 69600,
      taxable: 60773,
      cgst: 0,
      sgst: 0,
      igst: 8827,
      tax: 8827,
    });
  });

  it('adds up to what the shopper paid, with CGST = SGST, for any lines, charges and states', () => {
    const paise = fc.integer({ min: 0, max: 50_000_000 }).map(asPaise);
    const states = fc.constantFrom(state('MH'), state('KA'), state('DL'));
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: paise, rate: fc.constantFrom(...GST_RATES) }), {
          maxLength: 12,
        }),
        fc.array(fc.record({ kind: fc.constantFrom('SHIPPING', 'COD' as const), value: paise }), {
          maxLength: 2,
        }),
        states,
        states,
        (goods, charges, supplierState, placeOfSupply) => {
          const {
            totals,
            goods: lines,
            charges: chargeLines,
            supply,
          } = splitInvoiceGst({
            goods,
            charges,
            supplierState,
            placeOfSupply,
          });
          const paid = [...goods, ...charges].reduce((sum, line) => sum + line.value, 0);
          expect(totals.value).toBe(paid);
          expect(totals.taxable + totals.cgst + totals.sgst + totals.igst).toBe(paid);
          expect(totals.tax).toBe(totals.cgst + totals.sgst + totals.igst);
          expect(totals.cgst).toBe(totals.sgst);
          for (const line of [...lines, ...chargeLines]) {
            expect(line.taxable + line.cgst + line.sgst + line.igst).toBe(line.value);
            expect(line.cgst).toBe(line.sgst);
          }
          if (supply === 'INTER_STATE') expect(totals.cgst).toBe(0);
          else expect(totals.igst).toBe(0);
          expect(supply === 'INTRA_STATE').toBe(supplierState.code === placeOfSupply.code);
        },
      ),
    );
  });
});
