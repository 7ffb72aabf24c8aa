import type { FinancialYear, Paise, SupplyType } from '@haat/commerce-core';

/**
 * A tax invoice, or a credit note against one.
 *
 * @example
 * const kind: TaxDocumentKind = 'CREDIT_NOTE';
 */
export type TaxDocumentKind = 'INVOICE' | 'CREDIT_NOTE';

/**
 * A party on a tax document: the supplier (legal name, address, GSTIN) or the buyer (name,
 * address; no GSTIN for a shopper). `state` is the state's name and GST code.
 *
 * @example
 * const buyer: TaxParty = { name: 'Asha Rao', gstin: null, address: '12 MG Road, Bengaluru 560034',
 *   state: { code: '29', name: 'Karnataka' } };
 */
export interface TaxParty {
  readonly name: string;
  readonly gstin: string | null;
  readonly address: string;
  readonly state: { readonly code: string; readonly name: string };
}

/**
 * One line of a tax document, in paise: goods (with HSN) or a charge (shipping, COD charge;
 * SAC), its quantity, its tax-inclusive value and its split.
 *
 * @example
 * const line: TaxDocumentLine = { kind: 'GOODS', line: 0, description: 'Vitamin C Serum', hsn: '330499',
 *   quantity: 1, value: asPaise(42751), rate: 18, taxable: asPaise(36229), cgst: asPaise(3261),
 *   sgst: asPaise(3261), igst: asPaise(0) };
 */
export interface TaxDocumentLine {
  readonly kind: 'GOODS' | 'SHIPPING' | 'COD' | 'GIFT_WRAP';
  /** The order line it bills (goods), null for a charge. */
  readonly line: number | null;
  readonly description: string;
  /** HSN of goods, SAC of a charge. */
  readonly hsn: string;
  readonly quantity: number;
  readonly value: Paise;
  readonly rate: number;
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

/**
 * A tax document's content before it has a number: whose order, about what (`subject`: the
 * shipment an invoice bills, the refund or RTO a credit note credits — unique per order and
 * kind), the invoice a credit note refers to, the parties, the place of supply and the lines
 * and totals.
 *
 * @example
 * const draft: Pick<TaxDocumentDraft, 'kind' | 'subject'> = { kind: 'INVOICE', subject: 'S1' };
 */
export interface TaxDocumentDraft {
  readonly id: string;
  readonly kind: TaxDocumentKind;
  readonly orderId: string;
  readonly orderCode: string;
  readonly subject: string;
  /** The invoice a credit note is issued against (null for an invoice). */
  readonly invoiceNumber: string | null;
  readonly issuedAt: number;
  readonly supplier: TaxParty;
  readonly buyer: TaxParty;
  readonly placeOfSupply: { readonly code: string; readonly name: string };
  readonly supply: SupplyType;
  readonly lines: readonly TaxDocumentLine[];
  readonly totals: {
    readonly value: Paise;
    readonly taxable: Paise;
    readonly cgst: Paise;
    readonly sgst: Paise;
    readonly igst: Paise;
  };
  /** Why a credit note was issued ('Refund F1', 'Return to origin of S1'); null for invoices. */
  readonly reason: string | null;
}

/**
 * A numbered tax document: its series (`INV`, `CN`), financial year, sequence within both, and
 * number (commerce-core `documentNumber`: `INV2627-00001`).
 *
 * @example
 * const issued: Pick<TaxDocumentRecord, 'number' | 'sequence'> = { number: 'INV2627-00001', sequence: 1 };
 */
export interface TaxDocumentRecord extends TaxDocumentDraft {
  readonly series: string;
  readonly financialYear: string;
  readonly sequence: number;
  readonly number: string;
}

/**
 * Tax invoices and credit notes. Each series counts within each financial year from 1, with no
 * gaps and no repeats: SQL allocates the number from a counter row per (series, year) locked by
 * `INSERT … ON CONFLICT DO UPDATE SET last = last + 1 RETURNING last` in the same transaction as
 * the document's insert (so a rolled-back issue leaves no gap).
 *
 * @example
 * const { document } = await repos.taxDocuments.issue(draft, 'INV', financialYear(now));
 */
export interface TaxDocumentsRepository {
  /**
   * Numbers and stores a document, unless the order already has one of this kind for this
   * subject: then that one is answered (`exists`) and no number is used.
   */
  issue(
    draft: TaxDocumentDraft,
    series: string,
    year: Pick<FinancialYear, 'label' | 'short'>,
  ): Promise<{ readonly status: 'issued' | 'exists'; readonly document: TaxDocumentRecord }>;
  /** The order's documents, in the order they were issued. */
  byOrder(orderId: string): Promise<readonly TaxDocumentRecord[]>;
  byNumber(number: string): Promise<TaxDocumentRecord | null>;
  /** Documents issued in `[from, to)`, in the order they were issued (at most 10,000). */
  issuedBetween(from: number, to: number): Promise<readonly TaxDocumentRecord[]>;
}
