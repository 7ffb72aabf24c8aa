import { csvRupees } from '../csv/spreadsheet-safe.js';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import { isB2cl } from './gstr1-b2cl.js';

/**
 * One row of GSTR-1 Table 7 (B2C small): supplies to unregistered buyers of one place of supply
 * at one rate, net of the credit notes issued against them, in paise.
 *
 * @example
 * const row: B2csRow = { placeOfSupply: { code: '29', name: 'Karnataka' }, rate: 18,
 *   taxable: 85814, igst: 0, cgst: 7724, sgst: 7724 };
 */
export interface B2csRow {
  readonly placeOfSupply: { readonly code: string; readonly name: string };
  readonly rate: number;
  readonly taxable: number;
  readonly igst: number;
  readonly cgst: number;
  readonly sgst: number;
}

/**
 * The GSTR-1 B2CS summary of a period's tax documents: every line of every invoice summed by
 * place of supply and rate (taxable value, IGST, CGST, SGST), each credit note's lines taken
 * off the same row (GSTN's B2CS table is reported net of the credit and debit notes of B2C small
 * supplies; only B2C *large* invoices' notes go to CDNUR, and Haat's shoppers are unregistered
 * buyers). Rows come ordered by state code, then rate; a row netting to nothing is kept (the
 * period had supplies there). B2C large invoices (`isB2cl`: inter-State, more than ₹1,00,000)
 * go to Table 5 instead, and the credit notes against them to Table 9B: both are left out, the
 * invoices by `isB2cl` and the credit notes by the numbers in `large` (the B2CL invoices they
 * are against, which may be from an earlier period).
 *
 * @example
 * gstr1B2cs(await repos.taxDocuments.issuedBetween(from, to), new Set(['INV2526-00007']));
 */
export function gstr1B2cs(
  documents: readonly TaxDocumentRecord[],
  large: ReadonlySet<string> = new Set(),
): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  for (const document of documents) {
    if (isB2cl(document) || large.has(document.invoiceNumber ?? '')) continue;
    const sign = document.kind === 'CREDIT_NOTE' ? -1 : 1;
    for (const line of document.lines) {
      const key = `${document.placeOfSupply.code}|${String(line.rate).padStart(3, '0')}`;
      const row = rows.get(key) ?? {
        placeOfSupply: document.placeOfSupply,
        rate: line.rate,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
      };
      rows.set(key, {
        ...row,
        taxable: row.taxable + sign * line.taxable,
        igst: row.igst + sign * line.igst,
        cgst: row.cgst + sign * line.cgst,
        sgst: row.sgst + sign * line.sgst,
      });
    }
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
}

/**
 * The columns of the B2CS summary: the `b2cs` sheet of GSTN's GSTR-1 offline-tool workbook
 * (Type, Place Of Supply, Rate, Taxable Value, Cess Amount, E-Commerce GSTIN) with the tax
 * amounts the portal's Table 7 shows (Integrated, Central, State/UT tax).
 *
 * @example
 * B2CS_HEADER[1]; // 'Place Of Supply'
 */
export const B2CS_HEADER = [
  'Type',
  'Place Of Supply',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
  'E-Commerce GSTIN',
] as const;

/**
 * The B2CS rows as CSV cells, header first: type `OE` (sold on the shop's own site, not
 * through an e-commerce operator, so no operator GSTIN), place of supply as GSTN writes it
 * (`29-Karnataka`), amounts in rupees with two decimals, no cess.
 *
 * @example
 * b2csCells(gstr1B2cs(documents))[1]; // ['OE', '29-Karnataka', '18', '858.14', '0.00', '77.24', '77.24', '0.00', '']
 */
export function b2csCells(rows: readonly B2csRow[]): string[][] {
  return [
    [...B2CS_HEADER],
    ...rows.map((row) => [
      'OE',
      `${row.placeOfSupply.code}-${row.placeOfSupply.name}`,
      String(row.rate),
      csvRupees(row.taxable),
      csvRupees(row.igst),
      csvRupees(row.cgst),
      csvRupees(row.sgst),
      '0.00',
      '',
    ]),
  ];
}
