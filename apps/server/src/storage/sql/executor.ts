import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from '../database.js';

/** A drizzle handle on one transaction (or the database itself: both run queries). */
export type Tx = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs one repository operation: outside a transaction in a transaction of its own, inside
 * `storage.transaction` on that transaction's connection.
 */
export type Run = <T>(operation: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * The connection a drizzle handle runs its statements on: its session's driver client (a
 * node-postgres pooled client, or PGlite's handle), else the handle itself. A pooled client
 * outlives the transactions it serves, so what is built for it is built once per connection.
 */
function connectionOf(tx: Tx): object {
  const client: unknown = Reflect.get(tx._.session, 'client');
  return typeof client === 'object' && client !== null ? client : tx;
}

/**
 * A statement built once per connection (the pool, each pooled client, PGlite's handle or one
 * of its transactions) rather than per call: a hot statement's SQL is not rebuilt by drizzle on
 * every request, and with a name PostgreSQL parses it once per connection. `build` returns
 * drizzle's `prepare(name)` of a statement whose values are `sql.placeholder`s; it is built on
 * the first handle seen on a connection and run on later ones on it (every transaction on one
 * pooled client), which share that client.
 *
 * @example
 * const byKey = preparedOn((tx) => tx.select().from(stock).where(eq(stock.key, sql.placeholder('key'))).prepare('stock_by_key'));
 * await byKey(tx).execute({ key: 'p1' });
 */
export function preparedOn<P>(build: (tx: Tx) => P): (tx: Tx) => P {
  const built = new WeakMap<object, P>();
  return (tx) => {
    const connection = connectionOf(tx);
    const found = built.get(connection);
    if (found) return found;
    const made = build(tx);
    built.set(connection, made);
    return made;
  };
}

/** The SQLSTATE of a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The unique constraint a failed statement broke, or null for any other failure (drizzle wraps
 * the driver's error in `cause`; PGlite and node-postgres both carry `code` and `constraint`).
 */
export function uniqueViolation(error: unknown): string | null {
  const found = [error, (error as { cause?: unknown } | null)?.cause].find(
    (e): e is { code: string; constraint?: string } =>
      typeof e === 'object' && e !== null && (e as { code?: unknown }).code === UNIQUE_VIOLATION,
  );
  return found ? (found.constraint ?? '') : null;
}

/**
 * The rows of a raw `tx.execute(sql…)`: both drivers answer `{ rows }` (node-postgres reads
 * `bigint` results as strings, PGlite as numbers, so callers convert).
 */
export function rowsOf(result: unknown): readonly Record<string, unknown>[] {
  const rows: unknown =
    typeof result === 'object' && result !== null && Reflect.get(result, 'rows');
  if (!Array.isArray(rows)) throw new Error('The database answered no rows');
  return rows.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}
