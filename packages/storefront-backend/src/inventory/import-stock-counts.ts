import {
  runCsvImport,
  type CsvImportFile,
  type CsvImportOutcome,
  type CsvImportRequest,
  type CsvImportRow,
} from '../csv/import-report.js';
import type { CsvRecord } from '../csv/read-csv-table.js';
import type { BackendDeps } from '../deps.js';
import type { Repositories } from '../ports/storage.js';
import type { AuditActor } from '../ports/storage/audit.js';
import { MAX_ADJUSTMENT, noteProblem, stockRefusalMessage } from './adjust-stock.js';

/**
 * The most data rows one stock file may have (a shop's whole shelf count fits; the file is one
 * transaction).
 *
 * @example
 * records.length <= STOCK_CSV_MAX_ROWS;
 */
export const STOCK_CSV_MAX_ROWS = 10_000;

/** The stock file's columns (the admin contract's `importStockCsv`). */
const COLUMNS = { required: ['key', 'on_hand'], optional: ['note'] } as const;

/** A row that passed the checks needing no stock: its key, the units counted and its note. */
interface CountRow {
  readonly row: number;
  readonly key: string;
  readonly onHand: number;
  readonly note: string | null;
}

/** The units counted, or null when the cell is not a whole number from 0 to MAX_ADJUSTMENT. */
function unitsOf(cell: string): number | null {
  if (!/^\d{1,7}$/.test(cell)) return null;
  const units = Number(cell);
  return units <= MAX_ADJUSTMENT ? units : null;
}

/** Each record as a count, or its refusal (the checks that need no stock read). */
function checked(records: readonly CsvRecord[]): (CountRow | CsvImportRow)[] {
  const firstRow = new Map<string, number>();
  return records.map(({ row, cells, problem }): CountRow | CsvImportRow => {
    const refuse = (message: string): CsvImportRow => ({ row, outcome: 'REFUSED', message });
    if (problem) return refuse(problem);
    const key = cells.key ?? '';
    const counted = cells.on_hand ?? '';
    if (key === '') return refuse('key is empty.');
    const seen = firstRow.get(key);
    if (seen !== undefined) return refuse(`key ${key} is also on row ${seen}.`);
    firstRow.set(key, row);
    const onHand = unitsOf(counted);
    if (onHand === null) {
      return refuse(
        `on_hand must be a whole number from 0 to ${MAX_ADJUSTMENT} (not "${counted}").`,
      );
    }
    const note = cells.note || null;
    const tooLong = noteProblem(note);
    return tooLong ? refuse(tooLong) : { row, key, onHand, note };
  });
}

/** A key whose units on hand the file changed. */
interface KeyChange {
  readonly key: string;
  readonly before: number;
  readonly after: number;
}

/**
 * Sets each row's key to its count inside the caller's transaction (keys locked in key order, as
 * every stock write takes them), answering each row's outcome and the changes made.
 */
async function countAll(
  repos: Repositories,
  deps: Pick<BackendDeps, 'ids'>,
  actor: AuditActor,
  { at }: CsvImportFile,
  rows: readonly CountRow[],
): Promise<{ outcomes: CsvImportRow[]; applied: KeyChange[] }> {
  const outcomes: CsvImportRow[] = [];
  const changes: KeyChange[] = [];
  const inKeyOrder = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { row, key, onHand, note } of inKeyOrder) {
    const outcome = await repos.stockLedger.count({
      id: deps.ids.uuid(),
      key,
      onHand,
      reason: 'CORRECTION',
      orderId: null,
      note,
      actor,
      at,
    });
    if (outcome.status !== 'counted') {
      const level = outcome.status === 'unknown-key' ? null : outcome.level;
      const delta = level ? onHand - level.onHand : 0;
      outcomes.push({ row, outcome: 'REFUSED', message: stockRefusalMessage(key, delta, level) });
    } else if (outcome.entry === null) {
      outcomes.push({ row, outcome: 'UNCHANGED', message: `on_hand: ${onHand} (unchanged)` });
    } else {
      const before = outcome.before.onHand;
      outcomes.push({ row, outcome: 'CHANGED', message: `on_hand: ${before} → ${onHand}` });
      changes.push({ key, before, after: onHand });
    }
  }
  return { outcomes, applied: changes };
}

/**
 * `importStockCsv`: a shelf count from a CSV file (columns `key`, `on_hand` — the units counted —
 * and an optional `note`; at most 2 MB and {@link STOCK_CSV_MAX_ROWS} rows) sets each key's units
 * on hand, each change a CORRECTION in the stock ledger (delta = counted − on hand) with the
 * row's note. Each row is checked by the rules of `adjustStock` (the same messages): an unknown
 * or untracked key, a count that is not a whole number, or one below the units orders hold is
 * refused, naming its row.
 *
 * The preview (`dryRun`) and the apply run the same code in one transaction, which the preview
 * always rolls back: what the preview shows is what the apply does, re-read and re-checked under
 * the keys' locks when it runs (a sale or an adjustment since the preview is taken into
 * account). **A file with any refused row writes nothing** (`applied: false`, every row
 * reported): a shop's count is applied whole or not at all, so staff fix the rows named and send
 * it again. Applied, the whole file is one transaction with one audit entry (who, the file's
 * SHA-256, each changed key before and after) and is announced on the stock channel by storage.
 * A repeat of the idempotency key answers the first report and writes nothing. A file that cannot
 * be read at all (size, header, columns, row count, an unclosed quote) is refused whole
 * (`ok: false`).
 *
 * @example
 * const outcome = await importStockCounts(deps, { kind: 'staff', id: 'u1' },
 *   { content: 'key,on_hand,note\r\np1,12,shelf count\r\n', dryRun: true, idempotencyKey });
 * // { ok: true, report: { applied: false, changed: 1, unchanged: 0, refused: 0,
 * //   rows: [{ row: 2, outcome: 'CHANGED', message: 'on_hand: 10 → 12' }] } }
 */
export function importStockCounts(
  deps: Pick<BackendDeps, 'storage' | 'clock' | 'ids'>,
  actor: AuditActor,
  request: CsvImportRequest,
): Promise<CsvImportOutcome> {
  return runCsvImport(deps, actor, request, {
    scope: 'importStockCsv',
    columns: COLUMNS,
    maxRows: STOCK_CSV_MAX_ROWS,
    read: checked,
    apply: (repos, counts, file) => countAll(repos, deps, actor, file, counts),
    audit: (done, changes) => ({
      targetType: 'stock',
      before: { onHand: Object.fromEntries(changes.map((c) => [c.key, c.before])) },
      after: { onHand: Object.fromEntries(changes.map((c) => [c.key, c.after])) },
      // Applied only when no row was refused: every row of the file is a count.
      reason: `CORRECTION: stock count of ${done.rows.length} rows`,
    }),
  });
}
