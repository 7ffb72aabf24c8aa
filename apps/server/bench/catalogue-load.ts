/**
 * `pnpm --filter @haat/server bench:load` (issue 22 item 3): times `pnpm catalogue:load` of a
 * generated catalogue (`generatedCatalogue`, JSON Lines) at each size of BENCH_SIZES
 * (default 20000), into PGlite (a temporary DATA_DIR, migrated and seeded first, no server)
 * and into a throw-away PostgreSQL 15 (`test/support/postgres.ts`), each load the operator's
 * own command in a child process; prints its line (time, peak memory). BENCH_ENGINE keeps one
 * engine (PGlite, PostgreSQL); BENCH_PROFILE=<dir> writes the loader's CPU profile there.
 *
 *   BENCH_SIZES=20000,100000 pnpm --filter @haat/server bench:load
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { generatedCatalogue } from '@haat/storefront-backend/testing';
import { openDatabase } from '../src/storage/database.js';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { startTestPostgres } from '../test/support/postgres.js';
import { writeCatalogueFile } from './catalogue-file.js';

const sizes = (process.env['BENCH_SIZES'] ?? '20000').split(',').map(Number);
const engineOnly = process.env['BENCH_ENGINE'];
const benches = (engine: string) => engineOnly === undefined || engineOnly === engine;
const profileDir = process.env['BENCH_PROFILE'];
const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The machine's load average over 1, 5 and 15 minutes (2 shared cores: others run too). */
const loadNow = (): string =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** `pnpm catalogue:load <file>`'s command with these settings; resolves what it printed. */
function loadCatalogue(file: string, settings: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const child = spawn(
      process.execPath,
      [...profiling, '--conditions=source', '--import', 'tsx', 'src/load-catalogue.ts', file],
      {
        cwd: SERVER_DIR,
        env: { PATH: process.env['PATH'] ?? '', LOG_LEVEL: 'silent', ...settings },
      },
    );
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(out))));
  });
}

/** Migrates and seeds the database (the sample shop) as a first server start would. */
async function prepare(databaseUrl: string | null, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir }, (error) => {
    throw error;
  });
  await createSqlStorage(database, { seed: { storeId: STORE_ID, ...sampleShop } });
  await database.close();
}

const dir = await mkdtemp(join(tmpdir(), 'haat-load-'));
const postgres = benches('PostgreSQL') ? await startTestPostgres() : null;
try {
  for (const size of sizes) {
    const file = join(dir, `catalogue-${size}.jsonl`);
    await writeCatalogueFile(file, generatedCatalogue(size));
    if (benches('PGlite')) {
      const dataDir = join(dir, `pglite-${size}`);
      await prepare(null, dataDir);
      const before = loadNow();
      const line = await loadCatalogue(file, { DATA_DIR: dataDir });
      console.info(`PGlite ${size} (load ${before} at start, ${loadNow()} at the end): ${line}`);
    }
    if (postgres) {
      const url = await postgres.emptyDatabase(`haat_load_${size}`);
      await prepare(url, dir);
      const before = loadNow();
      const line = await loadCatalogue(file, { DATABASE_URL: url, DATA_DIR: dir });
      console.info(
        `PostgreSQL ${size} (load ${before} at start, ${loadNow()} at the end): ${line}`,
      );
    }
    await rm(file);
  }
} finally {
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
}
