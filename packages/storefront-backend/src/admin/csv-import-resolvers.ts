import type { AdminMutationResolvers, CsvImportReport } from '@haat/storefront-api/admin-resolvers';
import type { CsvImportOutcome } from '../csv/import-report.js';
import { importStockCounts } from '../inventory/import-stock-counts.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';
import { importProducts } from './import-products.js';

/** An import's report as the contract's, or its whole-file refusal (BAD_USER_INPUT). */
function reported(outcome: CsvImportOutcome): CsvImportReport {
  if (!outcome.ok) throw adminError('BAD_USER_INPUT', outcome.message);
  return { ...outcome.report, rows: [...outcome.report.rows] };
}

/**
 * `importStockCsv` (STOCK_ADJUST: a shelf count, `importStockCounts`) and `importProductsCsv`
 * (CATALOGUE_EDIT: product and variant edits, `importProducts`) as the calling staff member,
 * each previewed (`dryRun`, the default) or applied whole. Permissions are checked by the edge
 * before they run.
 *
 * @example
 * await csvImportMutations.importStockCsv({}, { input: { content, dryRun: true,
 *   idempotencyKey } }, context, info);
 */
export const csvImportMutations = {
  importStockCsv: async (_parent, { input }, context) =>
    reported(
      await importStockCounts(context.deps, staffActor(context), {
        content: input.content,
        dryRun: input.dryRun ?? true,
        idempotencyKey: input.idempotencyKey,
      }),
    ),
  importProductsCsv: async (_parent, { input }, context) =>
    reported(
      await importProducts(context.deps, staffActor(context), {
        content: input.content,
        dryRun: input.dryRun ?? true,
        idempotencyKey: input.idempotencyKey,
      }),
    ),
} satisfies Pick<AdminMutationResolvers<AdminContext>, 'importStockCsv' | 'importProductsCsv'>;
