import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../src/storage/database.js';
import { createSqlStorage, type SqlStorage } from '../../src/storage/sql/create-sql-storage.js';
import { startTestPostgres, type TestPostgres } from './postgres.js';
import { serveProcess, type ServeProcess } from './serve.js';

/** The sample shop as the processes seed it. */
export const twoProcessSeed = { storeId: STORE_ID, ...sampleShop };

/** Two running processes and the storage port beside them, once `beforeAll` has run. */
export interface TwoServeProcesses {
  /** The URLs the two processes listen on (loopback). */
  urls(): readonly [string, string];
  /** The database's URL (for a test's own pool). */
  databaseUrl(): string;
  /** The database both use, opened by the test (an operator's catalogue load goes through it). */
  database(): Database;
  /** The storage port over that database: what staff or an operator write beside the servers. */
  storage(): SqlStorage<typeof twoProcessSeed>;
}

/**
 * Registers the suite's `beforeAll`/`afterAll` for two `pnpm serve` processes on one fresh
 * PostgreSQL database of a throw-away cluster (`name`: the database's and the data directory's
 * name), signing in with the fixed one-time code `code` (loopback test servers only), with any
 * other `settings`, and the storage port over the same database. Both start together on the
 * empty database, so the migrations and the seed race (an advisory lock), as does the signing
 * key in the shared DATA_DIR. The processes are killed and the cluster stopped after the suite.
 *
 * @example
 * const shop = twoServeProcesses('haat_live', '123456');
 * it('…', async () => { const [a, b] = shop.urls(); … });
 */
export function twoServeProcesses(
  name: string,
  code: string,
  settings: Record<string, string> = {},
): TwoServeProcesses {
  let postgres: TestPostgres | undefined;
  let dataDir: string | undefined;
  let databaseUrl: string | undefined;
  let database: Database | undefined;
  let storage: SqlStorage<typeof twoProcessSeed> | undefined;
  let urls: readonly [string, string] | undefined;
  const servers: ServeProcess[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
    databaseUrl = await postgres.emptyDatabase(name);
    const all = { ...settings, DATABASE_URL: databaseUrl, FIXED_OTP: code };
    servers.push(serveProcess(dataDir, all), serveProcess(dataDir, all));
    const [a = '', b = ''] = await Promise.all(servers.map((server) => server.listening()));
    urls = [a, b];
    database = await openDatabase({ databaseUrl, dataDir }, () => undefined);
    storage = await createSqlStorage(database, { seed: twoProcessSeed });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.close();
    await postgres?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The two processes are used before beforeAll ran');
    return value;
  };
  return {
    urls: () => started(urls),
    databaseUrl: () => started(databaseUrl),
    database: () => started(database),
    storage: () => started(storage),
  };
}
