import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  CONNECTION_LIMITS,
  limitPgliteSession,
  migratePgliteClient,
  pgliteDatabase,
  type Database,
} from '../../src/storage/database.js';
import { emptyDatabase } from './reset.js';

/** Databases closed by earlier tests, emptied, waiting to be handed out again. */
const idle: Database[] = [];

async function newDatabase(): Promise<Database> {
  const client = await PGlite.create({ extensions: { pg_trgm, fuzzystrmatch } });
  await migratePgliteClient(client);
  await limitPgliteSession(client, CONNECTION_LIMITS);
  const database = pgliteDatabase(client, () => Promise.resolve());
  return {
    ...database,
    close: async () => {
      await emptyDatabase(database);
      idle.push({ ...database, close: () => Promise.resolve() });
    },
  };
}

/**
 * A fresh in-memory PGlite database with the schema applied and nothing else. Closing it empties
 * it and keeps it for the next call in this test process (initdb in WASM takes a second or more;
 * emptying takes milliseconds); the clients end with the process.
 *
 * @example
 * const database = await freshPgliteDatabase();
 * const storage = await createSqlStorage(database, { seed });
 */
export async function freshPgliteDatabase(): Promise<Database> {
  const reused = idle.pop();
  if (!reused) return newDatabase();
  return {
    ...reused,
    close: async () => {
      await emptyDatabase(reused);
      idle.push(reused);
    },
  };
}
