import type { Paise } from '../money/paise.js';
import type { GstRate } from './gstRates.js';
import type { GstState } from './gstStates.js';

/**
 * Whether a supply stays within one state (CGST + SGST) or crosses states (IGST): intra-state
 * when the place of supply (the delivery state) is the supplier's GSTIN state.
 *
 * @example
 * const supply: SupplyType = 'INTER_STATE';
 */
export type SupplyType = 'INTRA_STATE' | 'INTER_STATE';

/**
 * A tax-inclusive value split into its taxable value and taxes, in paise; `taxable + cgst +
 * sgst + igst` is the value exactly. Intra-state: `igst` is 0 and `cgst === sgst`; inter-state:
 * `cgst` and `sgst` are 0.
 *
 * @example
 * const split: TaxSplit = { taxable: asPaise(84746), cgst: asPaise(7627), sgst: asPaise(7627), igst: asPaise(0) };
 */
export interface TaxSplit {
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

/**
 * One invoice line's final value (what the shopper pays for it after every discount, tax
 * included) and its GST rate.
 *
 * @example
 * const line: GstLineInput = { value: asPaise(47405), rate: 18 };
 */
export interface GstLineInput {
  readonly value: Paise;
  readonly rate: GstRate;
}

/**
 * A charge billed as its own taxable line: shipping, the cash-on-delivery charge, or gift
 * wrapping.
 *
 * @example
 * const charge: GstChargeInput = { kind: 'COD', value: asPaise(4900) };
 */
export interface GstChargeInput {
  readonly kind: 'SHIPPING' | 'COD' | 'GIFT_WRAP';
  readonly value: Paise;
}

/**
 * What {@link splitInvoiceGst} splits: the goods lines, the charges, the supplier's state (of its
 * GSTIN) and the place of supply (the delivery address's state).
 *
 * @example
 * const input: GstInvoiceInput = { goods: [{ value: asPaise(47405), rate: 18 }],
 *   charges: [{ kind: 'COD', value: asPaise(4900) }], supplierState: gstState('MH')!,
 *   placeOfSupply: gstState('KA')! };
 */
export interface GstInvoiceInput {
  readonly goods: readonly GstLineInput[];
  readonly charges: readonly GstChargeInput[];
  readonly supplierState: GstState;
  readonly placeOfSupply: GstState;
}

/**
 * A line split: its value and rate with the parts of {@link TaxSplit}.
 *
 * @example
 * const line: GstLine = { value: asPaise(11800), rate: 18, taxable: asPaise(10000),
 *   cgst: asPaise(900), sgst: asPaise(900), igst: asPaise(0) };
 */
export interface GstLine extends TaxSplit {
  readonly value: Paise;
  readonly rate: GstRate;
}

/**
 * The totals a tax invoice shows, in paise: `value` (what the shopper pays) = `taxable + cgst +
 * sgst + igst` exactly; `tax` = `cgst + sgst + igst`.
 *
 * @example
 * const totals: GstTotals = { value: asPaise(11800), taxable: asPaise(10000), cgst: asPaise(900),
 *   sgst: asPaise(900), igst: asPaise(0), tax: asPaise(1800) };
 */
export interface GstTotals extends TaxSplit {
  readonly value: Paise;
  readonly tax: Paise;
}

/**
 * An invoice's GST: the kind of supply, the rate its charges took, every goods line and charge
 * split (in input order), and the totals.
 *
 * @example
 * const { supply, totals } = splitInvoiceGst(input);
 */
export interface GstInvoiceOutput {
  readonly supply: SupplyType;
  readonly supplierState: GstState;
  readonly placeOfSupply: GstState;
  /** The rate shipping and COD charges are taxed at (see `chargesGstRate`). */
  readonly chargesRate: GstRate;
  readonly goods: readonly GstLine[];
  readonly charges: readonly (GstLine & { readonly kind: GstChargeInput['kind'] })[];
  readonly totals: GstTotals;
}
