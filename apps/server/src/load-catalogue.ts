/**
 * The operator's catalogue load: `pnpm catalogue:load path/to/catalogue.json` (from the root).
 * Replaces the shop's catalogue in the database the settings name (DATABASE_URL, else PGlite in
 * DATA_DIR) with the file, which has the shape of the sample shop (`CatalogueSeed` of
 * `@haat/storefront-api/catalogue`); see `replaceCatalogue` for what changes. Restart the
 * server processes afterwards (PGlite: stop the server first, it holds the data directory).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.js';
import { parseCatalogueFile } from './storage/catalogue-file.js';
import { secureDataDir } from './storage/data-dir.js';
import { openDatabase } from './storage/database.js';
import { replaceCatalogue } from './storage/sql/replace-catalogue.js';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Usage: pnpm catalogue:load <catalogue.json>');
  process.exit(2);
}
// pnpm runs the script in apps/server; the path is the operator's, from where they typed it.
const path = resolve(process.env['INIT_CWD'] ?? process.cwd(), file);

try {
  const seed = parseCatalogueFile(await readFile(path, 'utf8'));
  const config = loadConfig(process.env);
  if (!config.databaseUrl) await secureDataDir(config.dataDir);
  const database = await openDatabase(config, (error) => {
    throw error;
  });
  try {
    const replaced = await replaceCatalogue(database, seed);
    console.info(
      `Loaded ${path}: ${replaced.products} products, ${replaced.stockRows} stock rows, ` +
        `${replaced.seededReviews} seeded reviews. Restart the server processes to serve it.`,
    );
  } finally {
    await database.close();
    // PGlite writes its files with mode 0666 whatever the umask (see main.ts).
    if (!config.databaseUrl) await secureDataDir(config.dataDir);
  }
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
