import { auditEntry } from '../audit/audit-entry.js';
import { sha256Hex } from '../crypto/hmac.js';
import type { BackendDeps, ShopCatalogue } from '../deps.js';
import { onceInTransaction } from '../idempotency/once-in-transaction.js';
import type { Repositories } from '../ports/storage.js';
import type { AuditActor } from '../ports/storage/audit.js';
import { readCsvTable, type CsvColumns, type CsvRecord } from './read-csv-table.js';

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
 * A CSV file as staff send it (the input of every import): its text, whether it is a preview,
 * and the action's idempotency key.
 *
 * @example
 * const request: CsvImportRequest = { content: 'key,on_hand\np1,12\n', dryRun: true, idempotencyKey };
 */
export interface CsvImportRequest {
  readonly content: string;
  readonly dryRun: boolean;
  readonly idempotencyKey: string;
}

/**
 * The file an import runs: its SHA-256 (audit target and idempotency fingerprint) and the
 * import's instant.
 *
 * @example
 * const file: CsvImportFile = { sha256: 'e3b0c442…', at: clock.now() };
 */
export interface CsvImportFile {
  readonly sha256: string;
  readonly at: number;
}

/**
 * A row that passed an import's own checks, to apply: any shape with its row number and no
 * `outcome` (a row with one is a refusal, {@link CsvImportRow}).
 *
 * @example
 * const count: CsvRowToApply = { row: 2 };
 */
export interface CsvRowToApply {
  readonly row: number;
  readonly outcome?: never;
}

/**
 * The audit entry of an applied file, as the import describes it: its target type, what was
 * before and after, and why. `runCsvImport` adds the rest: the actor, the import's scope as the
 * action, the target `csv:<sha256>`, and the report's `changed`, `unchanged` and the file's
 * `sha256` after the import's own `after`.
 *
 * @example
 * const audit: CsvImportAudit = { targetType: 'stock', before: { onHand: { p1: 10 } },
 *   after: { onHand: { p1: 12 } }, reason: 'CORRECTION: stock count of 1 rows' };
 */
export interface CsvImportAudit {
  readonly targetType: string;
  readonly before: unknown;
  readonly after: Readonly<Record<string, unknown>>;
  readonly reason: string;
}

/**
 * One import's own rules, for {@link runCsvImport}: its idempotency scope, its columns and most
 * rows; `read`, each record as a row to apply or its refusal (the checks that need no storage);
 * `apply`, inside the import's transaction, the rows' changes with each row's outcome and what
 * the audit needs (`applied`); `audit`, the entry of an applied file (absent when `apply` audits
 * each change it writes).
 *
 * @example
 * const stock: CsvImport<CountRow, KeyChange[]> = { scope: 'importStockCsv', columns,
 *   maxRows: 10_000, read: checked, apply: (repos, rows, file) => countAll(repos, rows, file),
 *   audit: (report, changes) => ({ targetType: 'stock', before, after, reason }) };
 */
export interface CsvImport<Row extends CsvRowToApply, Applied> {
  readonly scope: 'importStockCsv' | 'importProductsCsv' | 'importCodRemittancesCsv';
  readonly columns: CsvColumns;
  readonly maxRows: number;
  readonly read: (
    records: readonly CsvRecord[],
    headers: Readonly<Record<string, string>>,
  ) => readonly (Row | CsvImportRow)[];
  readonly apply: (
    repos: Repositories<ShopCatalogue>,
    rows: readonly Row[],
    file: CsvImportFile,
  ) => Promise<{ readonly outcomes: readonly CsvImportRow[]; readonly applied: Applied }>;
  readonly audit?: (report: CsvImportReport, applied: Applied) => CsvImportAudit;
}

const isRefusal = <Row extends CsvRowToApply>(row: Row | CsvImportRow): row is CsvImportRow =>
  row.outcome !== undefined;

/**
 * Runs a CSV import, the same code for the preview and the apply: the file is read
 * (`readCsvTable` with the import's columns and most rows: a file that cannot be read is refused
 * whole, `ok: false`), its records checked by the import's `read`, the file hashed; then in ONE
 * transaction `apply` makes the changes of the rows that passed, and the transaction is rolled
 * back when it is a preview (`dryRun`) or any row is refused, early or by `apply` (the report
 * says `applied: false`), else the import's `audit` entry is written as `actor`'s and it
 * commits (`applied: true`). The apply
 * claims the idempotency key (scope, the file's SHA-256) in the same transaction: a repeat
 * answers the first report and writes nothing; the claim of a file refused or rolled back is not
 * kept.
 *
 * @example
 * const outcome = await runCsvImport(deps, actor, request, stockCounts);
 * // { ok: true, report: { applied: false, changed: 1, unchanged: 0, refused: 0, rows } }
 */
export async function runCsvImport<Row extends CsvRowToApply, Applied>(
  deps: Pick<BackendDeps, 'storage' | 'clock' | 'ids'>,
  actor: AuditActor,
  request: CsvImportRequest,
  csvImport: CsvImport<Row, Applied>,
): Promise<CsvImportOutcome> {
  const table = readCsvTable(request.content, csvImport.columns, csvImport.maxRows);
  if (!table.ok) return table;
  const rows = csvImport.read(table.records, table.headers);
  const refusedEarly = rows.filter(isRefusal);
  const toApply = rows.filter((row): row is Row => !isRefusal(row));
  const file: CsvImportFile = { sha256: await sha256Hex(request.content), at: deps.clock.now() };
  const work = (repos: Repositories<ShopCatalogue>) => async () => {
    const { outcomes, applied } = await csvImport.apply(repos, toApply, file);
    const all = [...refusedEarly, ...outcomes];
    if (request.dryRun || all.some((row) => row.outcome === 'REFUSED')) {
      throw new RolledBack(reportOf(all, false));
    }
    const report = reportOf(all, true);
    const audit = csvImport.audit?.(report, applied);
    if (audit) {
      const { changed, unchanged } = report;
      await repos.audit.append(
        auditEntry(deps.ids, file.at, {
          actor,
          action: csvImport.scope,
          targetType: audit.targetType,
          targetId: `csv:${file.sha256}`,
          before: audit.before,
          after: { ...audit.after, changed, unchanged, sha256: file.sha256 },
          reason: audit.reason,
        }),
      );
    }
    return { value: report, result: JSON.stringify(report) };
  };
  try {
    const report = await deps.storage.transaction(async (repos) =>
      request.dryRun
        ? (await work(repos)()).value
        : onceInTransaction(
            repos,
            {
              scope: csvImport.scope,
              input: { sha256: file.sha256, idempotencyKey: request.idempotencyKey },
              now: file.at,
            },
            work(repos),
            (result) => Promise.resolve(JSON.parse(result) as CsvImportReport),
          ),
    );
    return { ok: true, report };
  } catch (error) {
    if (error instanceof RolledBack) return { ok: true, report: error.report };
    throw error;
  }
}
