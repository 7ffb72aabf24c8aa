import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema/index.js';

/** Where drizzle-kit writes the migrations (`pnpm --filter @haat/server db:generate`). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any advisory-lock number will do, as long as every server process uses the same one. */
const MIGRATION_LOCK = 7_402_113;

export type Schema = typeof schema;

/**
 * How a PostgreSQL connection pool is used right now (node-postgres's counts): its size limit,
 * connections open, of them idle, and queries waiting for a connection.
 *
 * @example
 * const use: PoolUse = { max: 10, total: 4, idle: 3, waiting: 0 };
 */
export interface PoolUse {
  readonly max: number;
  readonly total: number;
  readonly idle: number;
  readonly waiting: number;
}

/** The size of the PostgreSQL pool. */
const POOL_MAX = 10;

/** The database, whichever engine holds it. */
export interface Database {
  readonly engine: 'pglite' | 'postgres';
  readonly db: PgDatabase<PgQueryResultHKT, Schema>;
  /** Reads the pool's use now (metrics); null on PGlite: one connection, its queries take turns. */
  readonly poolUse: (() => PoolUse) | null;
  /** Whether the database answers a query now (what `/readyz` asks). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The {@link Database} over an open PGlite client whose schema is up to date; `close` closes
 * the client, then runs `onClose` (e.g. releasing the data directory's lock).
 *
 * @example
 * const database = pgliteDatabase(await PGlite.create({ extensions: { pg_trgm } }), async () => {});
 */
export function pgliteDatabase(client: PGlite, onClose: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema });
  return {
    engine: 'pglite',
    db,
    poolUse: null,
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    close: async () => {
      await client.close();
      await onClose();
    },
  };
}

/**
 * Brings a PGlite client's schema up to date (the migrations in `MIGRATIONS_FOLDER`).
 *
 * @example
 * await migratePgliteClient(client);
 */
export async function migratePgliteClient(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
}

async function openPglite(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const release = await lockDataDir(join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await migratePgliteClient(client);
    return pgliteDatabase(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** Told when an idle pooled connection breaks (the database restarted or went away). */
export type ConnectionErrorHandler = (error: Error) => void;

async function openPostgres(
  url: string,
  onConnectionError: ConnectionErrorHandler,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: 5000,
  });
  // Unhandled, a broken idle connection would end the process; the pool replaces it instead,
  // and /readyz reports the database until it answers again.
  pool.on('error', onConnectionError);
  try {
    // Processes starting together apply the migrations one at a time.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePostgres(drizzlePostgres({ client, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzlePostgres({ client: pool, schema });
  return {
    engine: 'postgres',
    db,
    poolUse: () => ({
      max: POOL_MAX,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    ping: () =>
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => pool.end(),
  };
}

/**
 * Opens the database and brings its schema up to date (the migrations in `MIGRATIONS_FOLDER`,
 * each applied once): PostgreSQL through a pool of 10 when `DATABASE_URL` is set, else PGlite
 * (PostgreSQL in WASM) with its data in `DATA_DIR/pglite`, which survives restarts. PGlite
 * serves one process: a second one is refused (`DataDirInUseError`). A pooled connection that
 * breaks while idle is reported to `onConnectionError` and replaced.
 *
 * @example
 * const database = await openDatabase(config, (err) => log.warn({ err }, 'database connection lost'));
 * await database.ping(); // true
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onConnectionError: ConnectionErrorHandler,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onConnectionError)
    : openPglite(config.dataDir);
}
