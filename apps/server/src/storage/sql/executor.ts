import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from '../database.js';

/** A drizzle handle on one transaction (or the database itself: both run queries). */
export type Tx = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs one repository operation: outside a transaction in a transaction of its own, inside
 * `storage.transaction` on that transaction's connection.
 */
export type Run = <T>(operation: (tx: Tx) => Promise<T>) => Promise<T>;

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
