import { kolkataDate, messageAmount } from '@haat/commerce-core';
import type { TaxDocumentLine, TaxDocumentRecord } from '../ports/storage/tax-documents.js';

/**
 * Paise as rupees with two decimals and Indian grouping, as invoices print them.
 *
 * @example
 * invoiceAmount(12345670); // '1,23,456.70'
 */
export function invoiceAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(paise) / 100);
  return `${sign}${messageAmount(whole)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` as `DD-MM-YYYY`, the way Indian invoices write dates. */
const indianDate = (at: number) => kolkataDate(at).split('-').reverse().join('-');

const DESCRIPTION = 28;
const cell = (text: string, width: number, right = false) =>
  right ? text.slice(0, width).padStart(width) : text.slice(0, width).padEnd(width);

/** The rows of the lines table: a header, then each line (long descriptions wrap). */
function tableRows(document: TaxDocumentRecord): string[] {
  const intra = document.supply === 'INTRA_STATE';
  const taxes = (line: Pick<TaxDocumentLine, 'cgst' | 'sgst' | 'igst'> | null) =>
    intra
      ? [
          cell(line ? invoiceAmount(line.cgst) : 'CGST', 10, true),
          cell(line ? invoiceAmount(line.sgst) : 'SGST', 10, true),
        ]
      : [cell(line ? invoiceAmount(line.igst) : 'IGST', 10, true)];
  const header = [
    cell('#', 3),
    cell('Description', DESCRIPTION),
    cell('HSN/SAC', 8),
    cell('Qty', 4, true),
    cell('Taxable', 12, true),
    cell('Rate', 5, true),
    ...taxes(null),
    cell('Value', 12, true),
  ].join(' ');
  const rows = document.lines.flatMap((line, index) => {
    const first = [
      cell(String(index + 1), 3),
      cell(line.description, DESCRIPTION),
      cell(line.hsn, 8),
      cell(line.quantity > 0 ? String(line.quantity) : '-', 4, true),
      cell(invoiceAmount(line.taxable), 12, true),
      cell(`${line.rate}%`, 5, true),
      ...taxes(line),
      cell(invoiceAmount(line.value), 12, true),
    ].join(' ');
    const more: string[] = [];
    for (let from = DESCRIPTION; from < line.description.length; from += DESCRIPTION) {
      more.push(`${cell('', 3)} ${line.description.slice(from, from + DESCRIPTION).trim()}`);
    }
    return [first.trimEnd(), ...more];
  });
  return [header, ...rows];
}

/**
 * The text of a tax invoice or credit note, line by line, with the particulars CGST Rule 46
 * asks for: the document's kind, number and date (and a credit note's invoice and reason);
 * the supplier's legal name, address, GSTIN and state with its code; the recipient's name,
 * delivery address and state with its code; the place of supply; whether tax is payable on
 * reverse charge; each line's description, HSN or SAC, quantity, taxable value, rate, and CGST
 * + SGST or IGST; and the totals. The PDF prints exactly these lines (monospaced, so the table's
 * columns line up); amounts are rupees with two decimals.
 *
 * @example
 * taxDocumentText(invoice)[0]; // 'TAX INVOICE'
 */
export function taxDocumentText(document: TaxDocumentRecord): string[] {
  const invoice = document.kind === 'INVOICE';
  const state = (s: { name: string; code: string }) => `${s.name}, code ${s.code}`;
  const intra = document.supply === 'INTRA_STATE';
  return [
    invoice ? 'TAX INVOICE' : 'CREDIT NOTE',
    `${invoice ? 'Invoice' : 'Credit note'} number: ${document.number}`,
    `${invoice ? 'Invoice' : 'Credit note'} date: ${indianDate(document.issuedAt)}`,
    ...(invoice
      ? []
      : [`Against invoice: ${document.invoiceNumber ?? '-'}`, `Reason: ${document.reason ?? '-'}`]),
    `Order: ${document.orderCode}`,
    `Supplier: ${document.supplier.name}`,
    `Address: ${document.supplier.address}`,
    `GSTIN: ${document.supplier.gstin ?? '-'}`,
    `State: ${state(document.supplier.state)}`,
    `Recipient: ${document.buyer.name}`,
    `Delivery address: ${document.buyer.address}`,
    `State: ${state(document.buyer.state)}`,
    `Place of supply: ${state(document.placeOfSupply)}`,
    'Reverse charge: No',
    ...tableRows(document),
    `Taxable value: ${invoiceAmount(document.totals.taxable)}`,
    ...(intra
      ? [
          `CGST: ${invoiceAmount(document.totals.cgst)}`,
          `SGST: ${invoiceAmount(document.totals.sgst)}`,
        ]
      : [`IGST: ${invoiceAmount(document.totals.igst)}`]),
    `${invoice ? 'Invoice total' : 'Credit total'} (tax included): ${invoiceAmount(document.totals.value)}`,
    'Amounts in Indian rupees (₹, INR). This is a computer-generated document.',
  ];
}
