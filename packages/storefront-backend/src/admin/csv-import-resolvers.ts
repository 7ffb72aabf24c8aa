import type {
  AdminMutationResolvers,
  CsvImportInput,
  CsvImportReport,
} from '@haat/storefront-api/admin-resolvers';
import type { CsvImportOutcome } from '../csv/import-report.js';
import { importStockCounts } from '../inventory/import-stock-counts.js';
import type { AuditActor } from '../ports/storage/audit.js';
import { adminError, staffActor, type AdminContext } from './admin-context.js';
import { importCodRemittances } from './import-cod-remittances.js';
import { importProducts } from './import-products.js';

/** One import as a resolver: run as the caller, its whole-file refusal BAD_USER_INPUT. */
const resolverOf =
  (
    run: (
      deps: AdminContext['deps'],
      actor: AuditActor,
      request: { content: string; dryRun: boolean; idempotencyKey: string },
    ) => Promise<CsvImportOutcome>,
  ) =>
  async (
    _parent: unknown,
    { input }: { input: CsvImportInput },
    context: AdminContext,
  ): Promise<CsvImportReport> => {
    const outcome = await run(context.deps, staffActor(context), {
      content: input.content,
      dryRun: input.dryRun ?? true,
      idempotencyKey: input.idempotencyKey,
    });
    if (!outcome.ok) throw adminError('BAD_USER_INPUT', outcome.message);
    return { ...outcome.report, rows: [...outcome.report.rows] };
  };

/**
 * `importStockCsv` (STOCK_ADJUST: a shelf count, `importStockCounts`) and `importProductsCsv`
 * (CATALOGUE_EDIT: product and variant edits, `importProducts`) and `importCodRemittancesCsv`
 * (ORDERS_EXPORT: a COD remittance statement, `importCodRemittances`) as the calling staff member,
 * each previewed (`dryRun`, the default) or applied whole. Permissions are checked by the edge
 * before they run.
 *
 * @example
 * await csvImportMutations.importStockCsv({}, { input: { content, dryRun: true,
 *   idempotencyKey } }, context, info);
 */
export const csvImportMutations = {
  importStockCsv: resolverOf(importStockCounts),
  importProductsCsv: resolverOf(importProducts),
  importCodRemittancesCsv: resolverOf(importCodRemittances),
} satisfies Pick<
  AdminMutationResolvers<AdminContext>,
  'importStockCsv' | 'importProductsCsv' | 'importCodRemittancesCsv'
>;
