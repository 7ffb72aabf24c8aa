import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/storage/database.js';

const run = promisify(execFile);

/** Where Debian's `postgresql` package puts each major version's server binaries. */
const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/**
 * The newest PostgreSQL server binaries installed, or an error saying how to install them (the
 * tests that need a real PostgreSQL fail with it rather than skip).
 */
function postgresBin(): string {
  const versions = existsSync(DEBIAN_POSTGRES)
    ? readdirSync(DEBIAN_POSTGRES)
        .filter((version) => existsSync(join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error(
      `PostgreSQL server binaries not found (${DEBIAN_POSTGRES}/<version>/bin/initdb): ` +
        "install Debian's package with `apt-get install -y postgresql` (.ci/run does this).",
    );
  }
  return join(DEBIAN_POSTGRES, newest, 'bin');
}

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const quote = (word: string): string => `'${word.replaceAll("'", "'\\''")}'`;

/**
 * Runs a server binary: as the `postgres` user when this process is root (PostgreSQL refuses to
 * run as root), bounded by `timeoutMs`.
 */
async function asPostgres(binary: string, args: readonly string[], timeoutMs: number) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) return run(binary, [...args], { timeout: timeoutMs });
  const command = [binary, ...args].map(quote).join(' ');
  return run('su', ['postgres', '-s', '/bin/bash', '-c', command], { timeout: timeoutMs });
}

/**
 * A PostgreSQL server started for tests: its own cluster in a temporary directory, listening on
 * 127.0.0.1 and a free port, trusting local connections (user `haat`).
 */
export interface TestPostgres {
  /** The connection URL of one of its databases. */
  url(database: string): string;
  /**
   * A new database with the server's schema applied (copied from a migrated template, so it
   * takes milliseconds), opened through a pool of 10 connections like the server's.
   */
  freshDatabase(): Promise<Database>;
  /**
   * Stops the server, keeping its files: every connection drops, as in an outage. (A fast
   * shutdown: durability is off here, so a crash would also lose commits, which is not what a
   * dropped connection does.)
   */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port, with the same data. */
  resume(): Promise<void>;
  /**
   * A new empty database (no schema: the servers that open it migrate and seed it, as on a
   * first deployment); resolves its connection URL.
   */
  emptyDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

/**
 * Starts a throw-away PostgreSQL (Debian's binaries: initdb + pg_ctl into a temporary
 * directory, owned by `postgres` when running as root). Durability is off (`fsync`,
 * `synchronous_commit`): the data dies with the test run anyway. Fails with a clear message when
 * the binaries are missing.
 *
 * @example
 * const postgres = await startTestPostgres();
 * const database = await postgres.freshDatabase();
 * // …
 * await database.close();
 * await postgres.stop();
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  const dir = await mkdtemp(join(tmpdir(), 'haat-postgres-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=200',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const startServer = () =>
    asPostgres(
      join(bin, 'pg_ctl'),
      ['-D', data, '-l', log, '-o', options, '-w', '-t', '30', 'start'],
      40_000,
    );
  const stop = async () => {
    await asPostgres(
      join(bin, 'pg_ctl'),
      ['-D', data, '-m', 'immediate', '-w', 'stop'],
      30_000,
    ).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await asPostgres(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'haat', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'],
      60_000,
    );
    await startServer();
  } catch (error) {
    const serverLog = await readFile(log, 'utf8').catch(() => '');
    await stop();
    throw new Error(`PostgreSQL did not start: ${String(error)}\n${serverLog}`);
  }

  const url = (database: string) => `postgres://haat@127.0.0.1:${port}/${database}`;
  const admin = new pg.Pool({ connectionString: url('postgres'), max: 1 });
  // Its idle connection drops while the server is paused: expected, and replaced on next use.
  admin.on('error', () => undefined);
  const noConnectionErrors = (error: Error) => {
    throw error;
  };
  let template: Promise<void> | undefined;
  const migratedTemplate = () => {
    template ??= (async () => {
      await admin.query('create database haat_template');
      const migrated = await openDatabase(
        { databaseUrl: url('haat_template'), dataDir: dir },
        noConnectionErrors,
      );
      await migrated.close();
    })();
    return template;
  };
  let count = 0;

  return {
    url,
    async freshDatabase() {
      await migratedTemplate();
      count += 1;
      const name = `haat_test_${count}`;
      await admin.query(`create database ${name} template haat_template`);
      return openDatabase({ databaseUrl: url(name), dataDir: dir }, noConnectionErrors);
    },
    async pause() {
      await asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], 30_000);
    },
    async resume() {
      await startServer();
    },
    async emptyDatabase(name) {
      await admin.query(`create database ${name}`);
      return url(name);
    },
    async stop() {
      await admin.end().catch(() => undefined);
      await stop();
    },
  };
}
