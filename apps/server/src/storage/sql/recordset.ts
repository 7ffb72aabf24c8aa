import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './executor.js';

/** A column a recordset insert writes: the rows' JSON field, the table's column, its SQL type. */
export type RecordColumn = readonly [field: string, column: string, type: string];

/**
 * The JSON text of an array of rows, each row's JSON text given: what {@link insertRecordset}
 * takes.
 *
 * @example
 * recordsJson([JSON.stringify({ word: 'serum' })]); // '[{"word":"serum"}]'
 */
export const recordsJson = (rows: readonly string[]): string => `[${rows.join(',')}]`;

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, turned into
 * rows by `jsonb_to_recordset` (each `columns` field read with its type; a JSON array becomes a
 * `text[]`, an object a `jsonb`). Nothing grows with the rows but the one JSON text: no
 * parameter per value (PostgreSQL's 65,535-parameter limit does not apply) and no query builder
 * walking every value (drizzle's insert builder took a quarter of a large catalogue load).
 * `columns` and `table` are this module's constants, never input. `then` is what follows the
 * SELECT (an ON CONFLICT clause).
 *
 * @example
 * await insertRecordset(tx, 'search_words', [['word', 'word', 'text']], '[{"word":"serum"}]', sql`on conflict do nothing`);
 */
export async function insertRecordset(
  tx: Tx,
  table: string,
  columns: readonly RecordColumn[],
  json: string,
  then: SQL = sql``,
): Promise<void> {
  const names = columns.map(([, column]) => `"${column}"`).join(', ');
  const fields = columns.map(([field]) => `r."${field}"`).join(', ');
  const types = columns.map(([field, , type]) => `"${field}" ${type}`).join(', ');
  await tx.execute(
    sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(fields)} from jsonb_to_recordset(${json}::jsonb) as r(${sql.raw(types)}) ${then}`,
  );
}
