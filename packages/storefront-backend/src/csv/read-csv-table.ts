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
 * other column is refused (a misspelt column would otherwise be ignored without a word) unless
 * `ignoreOthers` (a file another system exports, with columns we do not read). `aliases` lists,
 * for a column, other header names that mean it, in order of preference (lower case): the first
 * one in the header is read.
 *
 * @example
 * const columns: CsvColumns = { required: ['key', 'on_hand'], optional: ['note'] };
 * const statement: CsvColumns = { required: ['awb'], optional: [], ignoreOthers: true,
 *   aliases: { awb: ['awb code', 'awb no'] } };
 */
export interface CsvColumns {
  readonly required: readonly string[];
  readonly optional: readonly string[];
  readonly aliases?: Readonly<Record<string, readonly string[]>>;
  readonly ignoreOthers?: boolean;
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

/** Each column's place in the header (the column's own name first, then its aliases), else absent. */
function placesOf(header: readonly string[], columns: CsvColumns): Map<string, number> {
  const places = new Map<string, number>();
  for (const column of [...columns.required, ...columns.optional]) {
    const at = [column, ...(columns.aliases?.[column] ?? [])]
      .map((name) => header.indexOf(name))
      .find((index) => index >= 0);
    if (at !== undefined) places.set(column, at);
  }
  return places;
}

/**
 * The data rows of an import file by column name, or why the whole file is refused (a message
 * staff read): over {@link CSV_MAX_BYTES}, an unclosed quote, no header, a missing, unknown or
 * repeated column, no data rows, or more than `maxRows` of them. Header names are matched without
 * case or surrounding spaces; a leading byte-order mark and CRLF line ends are read (`parseCsv`);
 * blank lines are skipped and not counted. `headers` names each column as the file's header
 * wrote it (for messages staff read).
 *
 * @example
 * readCsvTable('key,on_hand\r\np1,12\r\n', { required: ['key', 'on_hand'], optional: ['note'] }, 10_000);
 * // { ok: true, headers: { key: 'key', on_hand: 'on_hand' },
 * //   records: [{ row: 2, cells: { key: 'p1', on_hand: '12', note: '' }, problem: null }] }
 */
export function readCsvTable(
  content: string,
  columns: CsvColumns,
  maxRows: number,
):
  | { ok: true; records: CsvRecord[]; headers: Readonly<Record<string, string>> }
  | { ok: false; message: string } {
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
  const places = placesOf(names, columns);
  const accepted = new Set([...known, ...Object.values(columns.aliases ?? {}).flat()]);
  const unknown = names.filter((name) => !accepted.has(name));
  if (unknown.length > 0 && !columns.ignoreOthers) {
    return {
      ok: false,
      message: `Unknown column ${listed(unknown.map((name) => `"${name}"`))}: the columns are ${listed(known)}.`,
    };
  }
  const repeated = names.find((name, index) => accepted.has(name) && names.indexOf(name) !== index);
  if (repeated !== undefined)
    return { ok: false, message: `The column ${repeated} appears twice.` };
  const missing = columns.required.filter((name) => !places.has(name));
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
    places.forEach((at, name) => (byName[name] = (cells[at] ?? '').trim()));
    const extra = cells.slice(names.length).some((cell) => cell.trim() !== '');
    return {
      row: index + 2,
      cells: byName,
      problem: extra
        ? `The row has ${cells.length} cells; the header names ${names.length}.`
        : null,
    };
  });
  const headers = Object.fromEntries(
    [...places].map(([name, at]) => [name, (header[at] ?? name).trim()]),
  );
  return { ok: true, records, headers };
}
