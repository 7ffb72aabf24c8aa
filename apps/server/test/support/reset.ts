import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/storage/database.js';
import * as schema from '../../src/storage/schema/index.js';

const TABLES = Object.values(schema)
  .flatMap((value: unknown) => (value instanceof PgTable ? [`"${getTableName(value)}"`] : []))
  .join(', ');

/**
 * Empties every table and restarts the order number sequence: the database is as migrations
 * left it, ready to be seeded again (cheaper than a new database for each test).
 *
 * @example
 * await emptyDatabase(database);
 */
export async function emptyDatabase(database: Pick<Database, 'db'>): Promise<void> {
  await database.db.execute(sql.raw(`truncate ${TABLES} restart identity cascade`));
  await database.db.execute(sql.raw('alter sequence order_numbers restart'));
}
