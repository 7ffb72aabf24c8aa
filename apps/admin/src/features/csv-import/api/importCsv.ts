import { CsvReportSchema, type CsvReport } from '@/lib/csv-report';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

const REPORT = 'applied changed unchanged refused rows { row outcome message }';
export const ImportProductsDocument = adminGraphql(`
  mutation ImportProductsCsv($input: CsvImportInput!) { importProductsCsv(input: $input) { ${REPORT} } }
`);
export const ImportStockDocument = adminGraphql(`
  mutation ImportStockCsv($input: CsvImportInput!) { importStockCsv(input: $input) { ${REPORT} } }
`);

/** An import's report (the shared `CsvReport`). */
export type ImportReport = CsvReport;
export type ImportKind = 'products' | 'stock';

/** The columns each import reads (admin.graphql). */
export const IMPORT_COLUMNS: Record<ImportKind, string> = {
  products: 'id, title, slug, status, price, mrp, sku, min_qty, max_qty',
  stock: 'key, on_hand (the units counted), note',
};

/**
 * Sends a CSV to preview (`dryRun`: nothing is written) or apply; answers the report of what
 * changes and which rows are refused, and why.
 *
 * @example
 * const preview = await importCsv('stock', text, true, key);
 */
export async function importCsv(
  kind: ImportKind,
  content: string,
  dryRun: boolean,
  idempotencyKey: string,
): Promise<ImportReport> {
  const input = { content, dryRun, idempotencyKey };
  const data =
    kind === 'products'
      ? (await adminRequest(ImportProductsDocument, { input })).importProductsCsv
      : (await adminRequest(ImportStockDocument, { input })).importStockCsv;
  return CsvReportSchema.parse(data);
}
