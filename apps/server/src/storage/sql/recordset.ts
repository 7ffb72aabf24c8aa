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

/** The version byte that starts `jsonb`'s binary wire format (then the JSON text in UTF-8). */
const JSONB_BINARY_VERSION = 1;

/**
 * A JSON text as a `jsonb` parameter in binary format: its UTF-8 bytes after the version byte.
 * A string parameter is measured and encoded by the driver; PGlite does it in JavaScript, a
 * character at a time, twice (a quarter of a load's CPU writing product rows), where
 * `Buffer.from` encodes natively. PostgreSQL parses the text exactly as it would the string.
 * node-postgres sends a Buffer in binary format; PGlite does once {@link acceptJsonbBytes} ran.
 *
 * @example
 * await tx.execute(sql`select ${jsonbBytes('{"a":1}')}::jsonb`);
 */
export const jsonbBytes = (json: string): Buffer => {
  const bytes = Buffer.allocUnsafe(1 + Buffer.byteLength(json));
  bytes[0] = JSONB_BINARY_VERSION;
  bytes.write(json, 1);
  return bytes;
};

/** PostgreSQL's type oid of `jsonb`. */
const JSONB_OID = 3802;

/** The part of a PGlite client {@link acceptJsonbBytes} changes. */
interface Serializing {
  serializers: Record<number, (value: unknown) => string>;
}

/**
 * Lets a PGlite client send {@link jsonbBytes} as they are (binary format), as node-postgres
 * does: its `jsonb` serializer would turn bytes into a JSON object of indexes; every other value
 * is serialized as before.
 *
 * @example
 * acceptJsonbBytes(await PGlite.create());
 */
export function acceptJsonbBytes(client: Serializing): void {
  const serialize = client.serializers[JSONB_OID];
  if (!serialize) return;
  // PGlite's bind message writes an ArrayBuffer view in binary format: typed as its serializers'
  // string, which is all the signature allows.
  client.serializers[JSONB_OID] = (value) =>
    value instanceof Uint8Array ? (value as unknown as string) : serialize(value);
}

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, turned into
 * rows by `jsonb_to_recordset` (each `columns` field read with its type; a JSON array becomes a
 * `text[]`, an object a `jsonb`), sent as {@link jsonbBytes}. Nothing grows with the rows but
 * the one JSON text: no parameter per value (PostgreSQL's 65,535-parameter limit does not
 * apply) and no query builder walking every value (drizzle's insert builder took a quarter of a
 * large catalogue load).
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
    sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(fields)} from jsonb_to_recordset(${jsonbBytes(json)}::jsonb) as r(${sql.raw(types)}) ${then}`,
  );
}
