import { asPaise } from '../money/paise.js';
import { chargesGstRate } from './chargesGstRate.js';
import type { GstInvoiceInput, GstInvoiceOutput, GstLine, GstTotals } from './gstTypes.js';
import { splitTaxInclusive } from './splitTaxInclusive.js';
import { supplyType } from './supplyType.js';

/**
 * Splits a tax invoice's tax-inclusive values: each goods line at its own rate, and shipping and
 * COD charges as their own taxable lines at `chargesGstRate` (the highest goods rate), each with
 * `splitTaxInclusive` (one rounding per tax per line, half up). CGST + SGST when the place of
 * supply is the supplier's state, IGST otherwise. The totals are the lines' sums, so the parts
 * add up exactly to what the shopper paid (Σ values).
 *
 * @example
 * splitInvoiceGst({ goods: [{ value: asPaise(11800), rate: 18 }], charges: [],
 *   supplierState: gstState('MH')!, placeOfSupply: gstState('MH')! }).totals;
 * // { value: 11800, taxable: 10000, cgst: 900, sgst: 900, igst: 0, tax: 1800 }
 */
export function splitInvoiceGst(input: GstInvoiceInput): GstInvoiceOutput {
  const supply = supplyType(input.supplierState, input.placeOfSupply);
  const chargesRate = chargesGstRate(input.goods.map((line) => line.rate));
  const goods: GstLine[] = input.goods.map((line) => ({
    value: line.value,
    rate: line.rate,
    ...splitTaxInclusive(line.value, line.rate, supply),
  }));
  const charges = input.charges.map((charge) => ({
    kind: charge.kind,
    value: charge.value,
    rate: chargesRate,
    ...splitTaxInclusive(charge.value, chargesRate, supply),
  }));
  const sum = (pick: (line: GstLine) => number) =>
    asPaise([...goods, ...charges].reduce((total, line) => total + pick(line), 0));
  const totals: GstTotals = {
    value: sum((line) => line.value),
    taxable: sum((line) => line.taxable),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    tax: sum((line) => line.cgst + line.sgst + line.igst),
  };
  return {
    supply,
    supplierState: input.supplierState,
    placeOfSupply: input.placeOfSupply,
    chargesRate,
    goods,
    charges,
    totals,
  };
}
