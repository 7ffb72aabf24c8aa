/**
 * The operator's catalogue load: `pnpm catalogue:load path/to/catalogue.json` (from the root).
 * Replaces the shop's catalogue in the database the settings name (DATABASE_URL, else PGlite in
 * DATA_DIR) with the file, which has the shape of the sample shop (`CatalogueSeed` of
 * `@haat/storefront-api/catalogue`), or is JSON Lines (`.jsonl`: one `{"products": {...}}` a
 * line); the file is streamed, never read whole. See `replaceCatalogue` for what changes.
 * Servers on PostgreSQL serve the new catalogue within seconds, without a restart; on PGlite
 * stop the server first (it holds the data directory).
 */
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { readCatalogueFile } from './storage/catalogue-file.js';
import { secureDataDir } from './storage/data-dir.js';
import { openDatabase } from './storage/database.js';
import { formatPhases } from './storage/sql/load-phases.js';
import { replaceCatalogue } from './storage/sql/replace-catalogue.js';
import { vacuumIndexOnlyTables } from './storage/sql/vacuum-index-only-tables.js';
import { rebuildSearchIndex } from './search-engine/search-engine.js';

/** CPU seconds (user and system) of a `process.cpuUsage` difference: PGlite's work included. */
const cpuSeconds = ({ user, system }: NodeJS.CpuUsage): string =>
  ((user + system) / 1e6).toFixed(1);

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: pnpm catalogue:load <catalogue.json>');
  process.exit(2);
}
// pnpm runs the script in apps/server; the path is the operator's, from where they typed it.
const path = resolve(process.env['INIT_CWD'] ?? process.cwd(), file);

try {
  await access(path).catch(() => {
    throw new Error(`Cannot read the catalogue file ${path}`);
  });
  const config = loadConfig(process.env);
  if (!config.databaseUrl) await secureDataDir(config.dataDir);
  // Its deletes and index upkeep over a whole catalogue take longer than a shopper's statement.
  const database = await openDatabase(
    config,
    (error) => {
      throw error;
    },
    { statementTimeoutMs: 600_000, idleInTransactionTimeoutMs: 60_000 },
  );
  try {
    const started = Date.now();
    const cpu = process.cpuUsage();
    const replaced = await replaceCatalogue(database, readCatalogueFile(path));
    await vacuumIndexOnlyTables(database);
    console.info(
      `Loaded ${path}: ${replaced.products} products, ${replaced.stockRows} stock rows, ` +
        `${replaced.seededReviews} seeded reviews in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(this process's CPU ${cpuSeconds(process.cpuUsage(cpu))} s, ` +
        `peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB). ` +
        (database.engine === 'postgres'
          ? 'Running servers serve it within seconds.'
          : 'Start the server to serve it.'),
    );
    console.info(`Where the time went: ${formatPhases(replaced.phases)}.`);
    if (config.searchEngine) await rebuildSearchIndexAfterLoad(config.searchEngine, database);
  } finally {
    await database.close();
    // PGlite writes its files with mode 0666 whatever the umask (see main.ts).
    if (!config.databaseUrl) await secureDataDir(config.dataDir);
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * The search engine's index rebuilt from the loaded catalogue and swapped in. The load has
 * committed whatever happens here: a failure is reported and the servers' reconciliation brings
 * the live index in step instead (in place).
 */
async function rebuildSearchIndexAfterLoad(
  searchEngine: NonNullable<ReturnType<typeof loadConfig>['searchEngine']>,
  database: Parameters<typeof rebuildSearchIndex>[1],
): Promise<void> {
  try {
    const rebuilt = await rebuildSearchIndex(searchEngine, database);
    console.info(`Search index ${searchEngine.index} rebuilt: ${rebuilt.documents} products.`);
  } catch (error) {
    console.warn(
      `The search index ${searchEngine.index} was not rebuilt (${error instanceof Error ? error.message : String(error)}): the servers bring it in step (running ones now, others as they start).`,
    );
  }
}
