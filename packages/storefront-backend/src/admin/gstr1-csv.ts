import type { AdminQueryResolvers, CsvFile } from '@haat/storefront-api/admin-resolvers';
import { spreadsheetSafe } from '../csv/spreadsheet-safe.js';
import { writeCsv } from '../csv/write-csv.js';
import { b2clCells, gstr1B2cl, isB2cl } from '../invoices/gstr1-b2cl.js';
import { b2csCells, gstr1B2cs } from '../invoices/gstr1-b2cs.js';
import type { TaxDocumentRecord } from '../ports/storage/tax-documents.js';
import type { AdminContext } from './admin-context.js';
import { monthDocuments } from './month-documents.js';

/** CSV cells as a file: spreadsheet-safe cells, UTF-8 with a byte order mark. */
function csvFile(filename: string, cells: readonly string[][]): CsvFile {
  const safe = cells.map((row) => row.map(spreadsheetSafe));
  return {
    filename,
    contentType: 'text/csv; charset=utf-8',
    content: `\uFEFF${writeCsv(safe)}`,
    rows: safe.length - 1,
  };
}

/**
 * The numbers of the B2CL invoices the period's credit notes are against (read by number when
 * the invoice is from an earlier period).
 */
async function largeInvoices(
  context: AdminContext,
  documents: readonly TaxDocumentRecord[],
): Promise<Set<string>> {
  const inPeriod = new Map(documents.map((d) => [d.number, d]));
  const against = new Set(
    documents.flatMap((d) =>
      d.kind === 'CREDIT_NOTE' && d.invoiceNumber ? [d.invoiceNumber] : [],
    ),
  );
  const large = new Set<string>();
  for (const number of against) {
    const invoice =
      inPeriod.get(number) ?? (await context.deps.storage.repos.taxDocuments.byNumber(number));
    if (invoice && isB2cl(invoice)) large.add(number);
  }
  return large;
}

/**
 * `exportGstr1B2csCsv(month)` and `exportGstr1B2clCsv(month)`: the GSTR-1 B2C summaries of the
 * tax invoices and credit notes issued in a calendar month (Asia/Kolkata, `monthDocuments`:
 * a month not written `YYYY-MM`, or one with 10,000 documents or more, is refused with a
 * message), as CSV files with the offline tool's sheet columns, UTF-8 with a byte order mark.
 * B2CS (`gstr1B2cs`, Table 7) is by place of supply and rate, net of credit notes, and leaves
 * out the B2CL invoices and the credit notes against them; B2CL (`gstr1B2cl`, Table 5) lists
 * each inter-State invoice above ₹1,00,000 by rate. The files hold no shopper's personal data,
 * so they are not written to the audit log. Permission (ORDERS_EXPORT) is checked by the edge.
 *
 * @example
 * await resolvers.exportGstr1B2csCsv({}, { month: '2026-01' }, context); // { filename: 'gstr1-b2cs-2026-01.csv', … }
 */
export const gstr1CsvQueries = {
  exportGstr1B2csCsv: async (_parent, { month: written }, context): Promise<CsvFile> => {
    const { month, documents } = await monthDocuments(context, written);
    const large = await largeInvoices(context, documents);
    return csvFile(`gstr1-b2cs-${month}.csv`, b2csCells(gstr1B2cs(documents, large)));
  },
  exportGstr1B2clCsv: async (_parent, { month: written }, context): Promise<CsvFile> => {
    const { month, documents } = await monthDocuments(context, written);
    return csvFile(`gstr1-b2cl-${month}.csv`, b2clCells(gstr1B2cl(documents)));
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'exportGstr1B2csCsv' | 'exportGstr1B2clCsv'>;
