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

/**
 * Thrown inside an import's transaction to roll everything back (a preview, or a file with a
 * refused row), carrying the report to answer.
 *
 * @example
 * throw new RolledBack(reportOf(rows, false));
 */
export class RolledBack extends Error {
  constructor(readonly report: CsvImportReport) {
    super('CSV import rolled back');
  }
}

/**
 * Runs an import's `work` in one transaction: `work` throws {@link RolledBack} to write nothing
 * (its report is answered); anything else it returns is committed.
 *
 * @example
 * const report = await rollbackable(() => storage.transaction((repos) => work(repos)));
 */
export async function rollbackable(run: () => Promise<CsvImportReport>): Promise<CsvImportReport> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RolledBack) return error.report;
    throw error;
  }
}
