import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { CONNECTION_LIMITS, pgliteDatabase, type Database } from '../../src/storage/database.js';
import { MIGRATIONS_FOLDER } from '../../src/storage/migrations-folder.js';
import {
  limitPgliteSession,
  migratePgliteClient,
  PGLITE_EXTENSIONS,
} from '../../src/storage/pglite-open.js';
import { emptyDatabase } from './reset.js';

/** Where migrated data directories are kept between test files and runs (ignored by git). */
const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/haat-pglite', import.meta.url));

/**
 * The name of the migrated data directory for these migrations and this PGlite: a change to
 * either makes a new one, so a kept directory is never older than the schema.
 */
async function templateName(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(pglite);
  for (const entry of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const path = join(MIGRATIONS_FOLDER, entry);
    const text = await readFile(path).catch(() => null);
    if (text) hash.update(entry).update(text);
  }
  return `${hash.digest('hex').slice(0, 16)}.tar`;
}

/**
 * Makes sure the cache holds the data directory of an empty database with every migration
 * applied, as a tarball (initdb and the migrations in WASM: seconds of CPU, done once); resolves
 * its path. The server's test projects call it from their global setup
 * (`pglite-template.setup.ts`), before any test file starts.
 *
 * @example
 * const path = await cachedMigratedTemplate();
 */
export async function cachedMigratedTemplate(): Promise<string> {
  const path = join(CACHE_DIR, await templateName());
  if (
    await access(path).then(
      () => true,
      () => false,
    )
  )
    return path;
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePgliteClient(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written aside then renamed: a process reading it meanwhile never sees half a file.
  await mkdir(CACHE_DIR, { recursive: true });
  const aside = `${path}.${process.pid}.tmp`;
  await writeFile(aside, Buffer.from(await dump.arrayBuffer()));
  await rename(aside, path);
  return path;
}

/** The migrated data directory, read once per test process (made here when no setup did). */
const migratedTemplate = async () => new Blob([await readFile(await cachedMigratedTemplate())]);

let template: Promise<Blob> | undefined;

/** Databases closed by earlier tests, emptied, waiting to be handed out again. */
const idle: Database[] = [];

async function newDatabase(): Promise<Database> {
  template ??= migratedTemplate();
  const client = await PGlite.create({
    loadDataDir: await template,
    extensions: PGLITE_EXTENSIONS,
  });
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
 * A fresh in-memory PGlite database with the schema applied and nothing else: loaded from the
 * migrated data directory `cachedMigratedTemplate` keeps (a new PGlite skips initdb and the
 * migrations). Closing it
 * empties it and keeps it for the next call in this test process (a new PGlite still takes a
 * second of CPU; emptying takes milliseconds); the clients end with the process.
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
