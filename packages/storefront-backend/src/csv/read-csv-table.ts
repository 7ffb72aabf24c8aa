import { parseCsv } from './parse-csv.js';

/**
 * The largest CSV file an import takes, in bytes of UTF-8 (the admin contract's "at most 2 MB").
 *
 * @example
 * new TextEncoder().encode(content).length <= CSV_MAX_BYTES;
 */
export const CSV_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The columns of an import file: `required` must all be in the header, `optional` may be; any
 * other column is refused (a misspelt column would otherwise be ignored without a word).
 *
 * @example
 * const columns: CsvColumns = { required: ['key', 'on_hand'], optional: ['note'] };
 */
export interface CsvColumns {
  readonly required: readonly string[];
  readonly optional: readonly string[];
}

/**
 * One data row of a file: its row number as a spreadsheet counts records (the header is row 1),
 * its cells by column name (trimmed; a missing cell is ''), and why the row cannot be read at all
 * (more cells than the header has), else null.
 *
 * @example
 * const record: CsvRecord = { row: 2, cells: { key: 'p1', on_hand: '12', note: '' }, problem: null };
 */
export interface CsvRecord {
  readonly row: number;
  readonly cells: Readonly<Record<string, string>>;
  readonly problem: string | null;
}

/** "a, b and c" for a message staff read. */
const listed = (names: readonly string[]): string =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/**
 * The data rows of an import file by column name, or why the whole file is refused (a message
 * staff read): over {@link CSV_MAX_BYTES}, an unclosed quote, no header, a missing, unknown or
 * repeated column, no data rows, or more than `maxRows` of them. Header names are matched without
 * case or surrounding spaces; a leading byte-order mark and CRLF line ends are read (`parseCsv`);
 * blank lines are skipped and not counted.
 *
 * @example
 * readCsvTable('key,on_hand\r\np1,12\r\n', { required: ['key', 'on_hand'], optional: ['note'] }, 10_000);
 * // { ok: true, records: [{ row: 2, cells: { key: 'p1', on_hand: '12', note: '' }, problem: null }] }
 */
export function readCsvTable(
  content: string,
  columns: CsvColumns,
  maxRows: number,
): { ok: true; records: CsvRecord[] } | { ok: false; message: string } {
  if (new TextEncoder().encode(content).length > CSV_MAX_BYTES) {
    return { ok: false, message: 'The file is larger than 2 MB: split it into smaller files.' };
  }
  const parsed = parseCsv(content);
  if (!parsed.ok) return parsed;
  const [header, ...rows] = parsed.rows;
  const known = [...columns.required, ...columns.optional];
  if (!header) {
    return {
      ok: false,
      message: `The file is empty: its first row must name the columns ${listed(known)}.`,
    };
  }
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    return {
      ok: false,
      message: `Unknown column ${listed(unknown.map((name) => `"${name}"`))}: the columns are ${listed(known)}.`,
    };
  }
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined)
    return { ok: false, message: `The column ${repeated} appears twice.` };
  const missing = columns.required.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    return {
      ok: false,
      message: `The first row must name the columns ${listed(known)}; ${listed(missing)} ${missing.length > 1 ? 'are' : 'is'} missing.`,
    };
  }
  if (rows.length === 0) return { ok: false, message: 'The file has no rows under its header.' };
  if (rows.length > maxRows) {
    return {
      ok: false,
      message: `The file has ${rows.length} rows; at most ${maxRows} are read at once: split it.`,
    };
  }
  const records = rows.map((cells, index): CsvRecord => {
    const byName: Record<string, string> = Object.fromEntries(known.map((name) => [name, '']));
    names.forEach((name, at) => (byName[name] = (cells[at] ?? '').trim()));
    const extra = cells.slice(names.length).some((cell) => cell.trim() !== '');
    return {
      row: index + 2,
      cells: byName,
      problem: extra
        ? `The row has ${cells.length} cells; the header names ${names.length}.`
        : null,
    };
  });
  return { ok: true, records };
}
