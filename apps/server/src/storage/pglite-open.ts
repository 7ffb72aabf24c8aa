/**
 * Opening PGlite as the server and its tools use it, in this thread or on PGlite's own
 * (`pglite-thread/worker.ts`, which loads only this, not the PostgreSQL driver).
 */
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ConnectionLimits } from './database.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';

/** The PostgreSQL extensions PGlite loads: trigram search and the vocabulary's Levenshtein. */
export const PGLITE_EXTENSIONS = { pg_trgm, fuzzystrmatch };

/**
 * Brings a PGlite client's schema up to date (the migrations in `MIGRATIONS_FOLDER`; the
 * migrator needs no schema).
 *
 * @example
 * await migratePgliteClient(client);
 */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Sets a PGlite session's bounds. PGlite runs one statement at a time in this process, so a
 * statement running long delays every other request: what bounds it there is that no request
 * can ask for unbounded work (storage caps, indexed reads); the settings end what slips through.
 *
 * @example
 * await limitPgliteSession(client, CONNECTION_LIMITS);
 */
export async function limitPgliteSession(client: PGlite, limits: ConnectionLimits): Promise<void> {
  await client.exec(
    `set statement_timeout = ${limits.statementTimeoutMs}; ` +
      `set idle_in_transaction_session_timeout = ${limits.idleInTransactionTimeoutMs};`,
  );
}

/**
 * PGlite over the data directory at `path` (created if new), with its extensions, migrated and
 * bounded by `limits`.
 *
 * @example
 * const client = await openPgliteClient(join(dataDir, 'pglite'), CONNECTION_LIMITS);
 */
export async function openPgliteClient(path: string, limits: ConnectionLimits): Promise<PGlite> {
  const client = await PGlite.create(path, { extensions: PGLITE_EXTENSIONS });
  await migratePgliteClient(client);
  await limitPgliteSession(client, limits);
  return client;
}
