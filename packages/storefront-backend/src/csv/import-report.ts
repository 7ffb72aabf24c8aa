import type { ShopCatalogue } from '../deps.js';
import { onceInTransaction } from '../idempotency/once-in-transaction.js';
import type { Repositories, Storage } from '../ports/storage.js';

/**
 * What an import does with one row of the file (the admin contract's `CsvRowReport`): its row
 * number (the header is row 1), whether it changes something, changes nothing or is refused, and
 * what changes (`field: before → after`) or why it is refused.
 *
 * @example
 * const row: CsvImportRow = { row: 2, outcome: 'CHANGED', message: 'on_hand: 5 → 8' };
 */
export interface CsvImportRow {
  readonly row: number;
  readonly outcome: 'CHANGED' | 'UNCHANGED' | 'REFUSED';
  readonly message: string;
}

/**
 * An import's report (the admin contract's `CsvImportReport`): whether it was written, the rows'
 * counts by outcome, and every row in file order.
 *
 * @example
 * const report: CsvImportReport = { applied: false, changed: 1, unchanged: 0, refused: 0, rows };
 */
export interface CsvImportReport {
  readonly applied: boolean;
  readonly changed: number;
  readonly unchanged: number;
  readonly refused: number;
  readonly rows: readonly CsvImportRow[];
}

/**
 * What an import answers: its report, or why the whole file is refused before any row is read (a
 * message staff read, answered as BAD_USER_INPUT).
 *
 * @example
 * const refused: CsvImportOutcome = { ok: false, message: 'The file has no rows under its header.' };
 */
export type CsvImportOutcome =
  | { readonly ok: true; readonly report: CsvImportReport }
  | { readonly ok: false; readonly message: string };

/**
 * The report of `rows` (sorted by row number; counted by outcome).
 *
 * @example
 * reportOf([{ row: 3, outcome: 'REFUSED', message: 'No stock key x.' }], false).refused; // 1
 */
export function reportOf(rows: readonly CsvImportRow[], applied: boolean): CsvImportReport {
  const count = (outcome: CsvImportRow['outcome']) =>
    rows.filter((row) => row.outcome === outcome).length;
  return {
    applied,
    changed: count('CHANGED'),
    unchanged: count('UNCHANGED'),
    refused: count('REFUSED'),
    rows: [...rows].sort((a, b) => a.row - b.row),
  };
}

/** Thrown inside an import's transaction to roll everything back, carrying its report. */
class RolledBack extends Error {
  constructor(readonly report: CsvImportReport) {
    super('CSV import rolled back');
  }
}

/**
 * How an import runs: its idempotency scope, the file's SHA-256 and the action's key, whether it
 * is a preview, and when.
 *
 * @example
 * const run: CsvImportRun = { scope: 'importStockCsv', sha256, idempotencyKey, dryRun: true, at };
 */
export interface CsvImportRun {
  readonly scope: 'importStockCsv' | 'importProductsCsv' | 'importCodRemittancesCsv';
  readonly sha256: string;
  readonly idempotencyKey: string;
  readonly dryRun: boolean;
  readonly at: number;
}

/**
 * Runs an import in ONE transaction, the same code for the preview and the apply: `rows` makes
 * the file's changes with the transaction's repositories and answers each row's outcome; the
 * transaction is then rolled back when it is a preview (`dryRun`) or any row is refused (the
 * report says `applied: false`), else `audit` records it and it commits (`applied: true`). The
 * apply claims the idempotency key in the same transaction: a repeat answers the first report
 * and writes nothing; the claim of a file refused or rolled back is not kept.
 *
 * @example
 * const report = await runCsvImport(deps.storage, run, (repos) => countAll(repos),
 *   (repos, report) => repos.audit.append(entry(report)));
 */
export async function runCsvImport(
  storage: Storage<ShopCatalogue>,
  run: CsvImportRun,
  rows: (repos: Repositories<ShopCatalogue>) => Promise<readonly CsvImportRow[]>,
  audit: (repos: Repositories<ShopCatalogue>, report: CsvImportReport) => Promise<void>,
): Promise<CsvImportReport> {
  const work = (repos: Repositories<ShopCatalogue>) => async () => {
    const outcomes = await rows(repos);
    if (run.dryRun || outcomes.some((row) => row.outcome === 'REFUSED')) {
      throw new RolledBack(reportOf(outcomes, false));
    }
    const report = reportOf(outcomes, true);
    await audit(repos, report);
    return { value: report, result: JSON.stringify(report) };
  };
  try {
    return await storage.transaction(async (repos) =>
      run.dryRun
        ? (await work(repos)()).value
        : onceInTransaction(
            repos,
            {
              scope: run.scope,
              input: { sha256: run.sha256, idempotencyKey: run.idempotencyKey },
              now: run.at,
            },
            work(repos),
            (result) => Promise.resolve(JSON.parse(result) as CsvImportReport),
          ),
    );
  } catch (error) {
    if (error instanceof RolledBack) return error.report;
    throw error;
  }
}
