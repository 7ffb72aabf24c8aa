import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';
import * as z from 'zod/mini';

/** A month's GSTR-1 B2CS table as CSV (ORDERS_EXPORT). */
export const ExportB2csDocument = adminGraphql(`
  query ExportGstr1B2cs($month: String!) {
    exportGstr1B2csCsv(month: $month) { filename contentType content rows }
  }
`);

/** A month's GSTR-1 B2CL table as CSV (ORDERS_EXPORT). */
export const ExportB2clDocument = adminGraphql(`
  query ExportGstr1B2cl($month: String!) {
    exportGstr1B2clCsv(month: $month) { filename contentType content rows }
  }
`);

/** Part of a month's invoices as one PDF (ORDERS_READ). */
export const PrintMonthInvoicesDocument = adminGraphql(`
  query PrintMonthInvoices($month: String!, $from: Int) {
    printMonthInvoices(month: $month, from: $from) { filename invoices total pdfBase64 }
  }
`);

const CsvFileSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
  rows: z.number(),
});

/** The GSTR-1 tables the console exports: B2C small (Table 7) and B2C large (Table 5). */
export type Gstr1Table = 'B2CS' | 'B2CL';

/**
 * A month's GSTR-1 B2CS or B2CL table as a CSV file (ORDERS_EXPORT), month `YYYY-MM`.
 *
 * @example
 * const file = await exportGstr1('B2CL', '2026-01'); // { filename: 'gstr1-b2cl-2026-01.csv', … }
 */
export async function exportGstr1(table: Gstr1Table, month: string) {
  if (table === 'B2CS') {
    const data = await adminRequest(ExportB2csDocument, { month });
    return CsvFileSchema.parse(data.exportGstr1B2csCsv);
  }
  const data = await adminRequest(ExportB2clDocument, { month });
  return CsvFileSchema.parse(data.exportGstr1B2clCsv);
}

const PrintSchema = z.object({
  filename: z.string(),
  invoices: z.number(),
  total: z.number(),
  pdfBase64: z.nullable(z.string()),
});

/** Part of a month's invoices printed as one PDF, and how many the month has. */
export type InvoicesPrint = z.infer<typeof PrintSchema>;

/**
 * Up to 200 of a month's invoices from the `from`-th (0 first) as one PDF to print.
 *
 * @example
 * const part = await printMonthInvoices('2026-01', 0); // { invoices: 12, total: 12, … }
 */
export async function printMonthInvoices(month: string, from: number): Promise<InvoicesPrint> {
  const data = await adminRequest(PrintMonthInvoicesDocument, { month, from });
  return PrintSchema.parse(data.printMonthInvoices);
}
