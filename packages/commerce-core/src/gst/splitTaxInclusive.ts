import { asPaise, type Paise } from '../money/paise.js';
import type { GstRate } from './gstRates.js';
import type { SupplyType, TaxSplit } from './gstTypes.js';

/** `numerator / denominator` rounded half up (both positive), in integer math. */
const halfUp = (numerator: bigint, denominator: bigint): number =>
  Number((2n * numerator + denominator) / (2n * denominator));

/**
 * Splits a tax-inclusive value (paise, ≥ 0) at a GST rate into taxable value and taxes — the
 * one rounding rule for GST. Each tax is rounded once, half up to the paisa, from its exact
 * share of the value: IGST = value × r / (100 + r); CGST and SGST each = value × (r / 2) /
 * (100 + r) (so they are always equal). The taxable value is what is left, so the parts add up
 * to the value exactly and each tax is within half a paisa of its exact amount.
 *
 * @example
 * splitTaxInclusive(asPaise(100000), 18, 'INTRA_STATE'); // { taxable: 84746, cgst: 7627, sgst: 7627, igst: 0 }
 * splitTaxInclusive(asPaise(100000), 18, 'INTER_STATE'); // { taxable: 84746, cgst: 0, sgst: 0, igst: 15254 }
 */
export function splitTaxInclusive(value: Paise, rate: GstRate, supply: SupplyType): TaxSplit {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`A taxed value is a whole number of paise ≥ 0: ${value}`);
  }
  const zero = asPaise(0);
  if (rate === 0 || value === 0) return { taxable: value, cgst: zero, sgst: zero, igst: zero };
  const exact = BigInt(value) * BigInt(rate);
  if (supply === 'INTER_STATE') {
    const igst = halfUp(exact, BigInt(100 + rate));
    return { taxable: asPaise(value - igst), cgst: zero, sgst: zero, igst: asPaise(igst) };
  }
  const half = asPaise(halfUp(exact, BigInt(2 * (100 + rate))));
  return { taxable: asPaise(value - 2 * half), cgst: half, sgst: half, igst: zero };
}
