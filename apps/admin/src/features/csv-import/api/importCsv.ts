import * as z from 'zod/mini';
import { adminGraphql } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

const REPORT = 'applied changed unchanged refused rows { row outcome message }';
export const ImportProductsDocument = adminGraphql(`
  mutation ImportProductsCsv($input: CsvImportInput!) { importProductsCsv(input: $input) { ${REPORT} } }
`);
export const ImportStockDocument = adminGraphql(`
  mutation ImportStockCsv($input: CsvImportInput!) { importStockCsv(input: $input) { ${REPORT} } }
`);

const ReportSchema = z.object({
  applied: z.boolean(),
  changed: z.number(),
  unchanged: z.number(),
  refused: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      outcome: z.enum(['CHANGED', 'UNCHANGED', 'REFUSED']),
      message: z.string(),
    }),
  ),
});
export type ImportReport = z.infer<typeof ReportSchema>;
export type ImportKind = 'products' | 'stock';

/** The columns each import reads (admin.graphql). */
export const IMPORT_COLUMNS: Record<ImportKind, string> = {
  products: 'id, title, slug, status, price, mrp, sku, min_qty, max_qty',
  stock: 'key, on_hand (the units counted), note',
};

/** Largest file the API takes. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

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
  return ReportSchema.parse(data);
}
