import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import { MIGRATIONS_FOLDER } from './migrations-folder.js';
import { openPgliteClient } from './pglite-open.js';
import { asPgliteClient, openPgliteThread } from './pglite-thread/thread-client.js';
import {
  startPgliteUpkeep,
  watchActivity,
  type PgliteUpkeep,
  type UpkeepTiming,
} from './pglite-upkeep.js';
import * as schema from './schema/index.js';

/** Any advisory-lock number will do, as long as every server process uses the same one. */
export const MIGRATION_LOCK = 7_402_113;

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

/**
 * Bounds on every connection's work (README "Storage"): a statement running longer is cancelled
 * (`statement_timeout`), a transaction left idle is ended (`idle_in_transaction_session_timeout`),
 * so no request can hold a connection, its locks or the pool. A shopper's statements take
 * milliseconds; the bounds only cut runaway work. The operator's catalogue load passes longer
 * ones (its deletes and index upkeep over a whole catalogue); migrations run without them.
 */
export const CONNECTION_LIMITS = {
  statementTimeoutMs: 5_000,
  idleInTransactionTimeoutMs: 10_000,
} as const;

/** How long statements and idle transactions may last on a connection. */
export interface ConnectionLimits {
  readonly statementTimeoutMs: number;
  readonly idleInTransactionTimeoutMs: number;
}

/** The database, whichever engine holds it. */
export interface Database {
  readonly engine: 'pglite' | 'postgres';
  readonly db: PgDatabase<PgQueryResultHKT, Schema>;
  /** Reads the pool's use now (metrics); null on PGlite: one connection, its queries take turns. */
  readonly poolUse: (() => PoolUse) | null;
  /**
   * Starts PGlite's upkeep (VACUUM and ANALYZE when the process is quiet: `startPgliteUpkeep`),
   * once; stopped by `close`. Null on PostgreSQL, whose autovacuum does it.
   */
  readonly startUpkeep:
    ((log: Pick<Logger, 'info' | 'warn'>, timing?: UpkeepTiming) => PgliteUpkeep) | null;
  /** Whether the database answers a query now (what `/readyz` asks). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The {@link Database} over an open PGlite client whose schema is up to date (in this thread,
 * or on its own: `asPgliteClient`); `close` closes the client, then runs `onClose` (e.g.
 * releasing the data directory's lock).
 *
 * @example
 * const database = pgliteDatabase(await openPgliteClient(path, CONNECTION_LIMITS), async () => {});
 */
export function pgliteDatabase(client: PGlite, onClose: () => Promise<void>): Database {
  const now = () => Date.now();
  // The application's statements are watched: the upkeep runs its own when they have stopped.
  const activity = watchActivity(client, now);
  const db = drizzlePglite({ client: activity.client, schema });
  let upkeep: PgliteUpkeep | null = null;
  return {
    engine: 'pglite',
    db,
    poolUse: null,
    startUpkeep: (log, timing) => {
      upkeep = startPgliteUpkeep(client, activity, { log, now, ...timing });
      return upkeep;
    },
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
    close: async () => {
      await upkeep?.stop();
      await client.close();
      await onClose();
    },
  };
}

/**
 * Where PGlite runs its statements: on the thread that opens it, or on a thread of its own
 * (`openPgliteThread`: what the server does, so that its thread keeps answering requests
 * while a statement runs, and a second core does the database's work).
 */
export type PgliteThreading = 'this thread' | 'its own thread';

async function openPglite(
  dataDir: string,
  onThreadFailure: ConnectionErrorHandler,
  limits: ConnectionLimits,
  threading: PgliteThreading,
): Promise<Database> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const release = await lockDataDir(join(dataDir, 'pglite.lock'));
  const path = join(dataDir, 'pglite');
  try {
    if (threading === 'its own thread') {
      const thread = await openPgliteThread({ dataDir: path, ...limits }, onThreadFailure);
      return pgliteDatabase(asPgliteClient(thread), release);
    }
    return pgliteDatabase(await openPgliteClient(path, limits), release);
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
  limits: ConnectionLimits,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: 5000,
    // Sent as each connection's startup options: every session starts bounded.
    statement_timeout: limits.statementTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  });
  // Unhandled, a broken idle connection would end the process; the pool replaces it instead,
  // and /readyz reports the database until it answers again.
  pool.on('error', onConnectionError);
  try {
    // Processes starting together apply the migrations one at a time.
    const client = await pool.connect();
    try {
      // Migrations build indexes over whole tables: unbounded on this connection only.
      await client.query('set statement_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePostgres(drizzlePostgres({ client, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      // Back to the pool's bound (the startup option is the session's default).
      await client.query('reset statement_timeout').catch(() => undefined);
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
    startUpkeep: null,
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
 * breaks while idle is reported to `onConnectionError` and replaced; so is PGlite's thread
 * failing (not replaced: `/readyz` says unavailable). Every connection has
 * `statement_timeout` and `idle_in_transaction_session_timeout` (`CONNECTION_LIMITS` unless
 * `limits` says otherwise). PGlite runs on the calling thread unless `threading` says
 * `'its own thread'` (the server).
 *
 * @example
 * const database = await openDatabase(config, (err) => log.warn({ err }, 'database connection lost'));
 * await database.ping(); // true
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onConnectionError: ConnectionErrorHandler,
  limits: ConnectionLimits = CONNECTION_LIMITS,
  threading: PgliteThreading = 'this thread',
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, onConnectionError, limits)
    : openPglite(config.dataDir, onConnectionError, limits, threading);
}
