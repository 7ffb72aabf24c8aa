import { kolkataDate } from '@haat/commerce-core';
import { csvRupees } from '../csv/spreadsheet-safe.js';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';

/**
 * The B2CL threshold in paise and the instant it changed: CGST Rule 59(4)(a)(ii) asks for
 * invoice-wise details of inter-State supplies to unregistered persons "with an invoice value
 * more than" ₹2,50,000, cut to ₹1,00,000 from 1 August 2024 by Notification No. 12/2024–Central
 * Tax of 10 July 2024 (GSTN's advisory of 3 September 2024 on reporting them in Table 5).
 *
 * @example
 * B2CL_THRESHOLD.from; // 1 August 2024, 00:00 in India
 */
export const B2CL_THRESHOLD = {
  before: 25_000_000,
  after: 10_000_000,
  /** 1 August 2024, 00:00 IST (UTC+05:30). */
  from: Date.UTC(2024, 7, 1) - 330 * 60_000,
} as const;

/**
 * Whether a document is a B2C large invoice (GSTR-1 Table 5): a tax invoice of an inter-State
 * supply to a buyer without a GSTIN whose value (tax included) is more than the threshold in
 * force on its date (`B2CL_THRESHOLD`: more than ₹1,00,000 from 1 August 2024; a value of
 * exactly ₹1,00,000 stays B2C small).
 *
 * @example
 * isB2cl(invoice); // true for a ₹1,10,000 invoice from Karnataka to Maharashtra
 */
export function isB2cl(document: TaxDocumentRecord): boolean {
  const threshold =
    document.issuedAt >= B2CL_THRESHOLD.from ? B2CL_THRESHOLD.after : B2CL_THRESHOLD.before;
  return (
    document.kind === 'INVOICE' &&
    document.supply === 'INTER_STATE' &&
    document.buyer.gstin === null &&
    document.totals.value > threshold
  );
}

/**
 * One row of GSTR-1 Table 5 (B2C large): one rate of one B2CL invoice, in paise.
 *
 * @example
 * const row: B2clRow = { number: 'INV2526-00001', issuedAt, value: 11000000,
 *   placeOfSupply: { code: '27', name: 'Maharashtra' }, rate: 18, taxable: 8474576 };
 */
export interface B2clRow {
  readonly number: string;
  readonly issuedAt: number;
  readonly value: number;
  readonly placeOfSupply: { readonly code: string; readonly name: string };
  readonly rate: number;
  readonly taxable: number;
}

/**
 * The GSTR-1 B2CL rows of a period's documents: each B2CL invoice (`isB2cl`) once per rate it
 * bills, with the invoice's whole value and the taxable value of its lines at that rate, in
 * the order the invoices were issued, rates ascending. Credit notes are not here: those against
 * B2CL invoices are reported in Table 9B (CDNUR), not netted.
 *
 * @example
 * gstr1B2cl(await repos.taxDocuments.issuedBetween(from, to));
 */
export function gstr1B2cl(documents: readonly TaxDocumentRecord[]): B2clRow[] {
  return documents.filter(isB2cl).flatMap((invoice) => {
    const byRate = new Map<number, number>();
    for (const line of invoice.lines)
      byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.taxable);
    return [...byRate]
      .sort(([a], [b]) => a - b)
      .map(([rate, taxable]) => ({
        number: invoice.number,
        issuedAt: invoice.issuedAt,
        value: invoice.totals.value,
        placeOfSupply: invoice.placeOfSupply,
        rate,
        taxable,
      }));
  });
}

/**
 * The columns of the `b2cl` sheet of GSTN's GSTR-1 offline-tool workbook.
 *
 * @example
 * B2CL_HEADER[2]; // 'Invoice Value'
 */
export const B2CL_HEADER = [
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Place Of Supply',
  'Applicable % of Tax Rate',
  'Rate',
  'Taxable Value',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** An instant's date in India as the offline tool writes it: `01-Jan-2026`. */
function toolDate(at: number): string {
  const [year, month, day] = kolkataDate(at).split('-');
  return `${day ?? ''}-${MONTHS[Number(month) - 1] ?? ''}-${year ?? ''}`;
}

/**
 * The B2CL rows as CSV cells, header first: date `dd-Mmm-yyyy` in India, place of supply as
 * GSTN writes it (`27-Maharashtra`), amounts in rupees with two decimals, no differential rate
 * (the applicable-% column empty), no cess, no e-commerce operator (sold on the shop's own site).
 *
 * @example
 * b2clCells(gstr1B2cl(documents))[1]; // ['INV2526-00002', '01-Jan-2026', '110000.00', '27-Maharashtra', '', '12', '8928.57', '0.00', '']
 */
export function b2clCells(rows: readonly B2clRow[]): string[][] {
  return [
    [...B2CL_HEADER],
    ...rows.map((row) => [
      row.number,
      toolDate(row.issuedAt),
      csvRupees(row.value),
      `${row.placeOfSupply.code}-${row.placeOfSupply.name}`,
      '',
      String(row.rate),
      csvRupees(row.taxable),
      '0.00',
      '',
    ]),
  ];
}
