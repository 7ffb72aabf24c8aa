import * as z from 'zod/mini';

/**
 * A CSV import's report as the admin API answers it (`CsvImportReport`), parsed at the boundary.
 *
 * @example
 * const report = CsvReportSchema.parse(data.importStockCsv);
 */
export const CsvReportSchema = z.object({
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

/**
 * What a CSV import answers: applied or not, counts by outcome, every row.
 *
 * @example
 * const none: CsvReport = { applied: false, changed: 0, unchanged: 0, refused: 0, rows: [] };
 */
export type CsvReport = z.infer<typeof CsvReportSchema>;

/**
 * The largest file the admin API's imports take (2 MB).
 *
 * @example
 * if (file.size > MAX_CSV_BYTES) refuse();
 */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;
