import type { CatalogueSeed, Storage } from '@haat/storefront-backend';
import type { Logger } from 'pino';
import type { Database } from '../storage/database.js';
import { storedCollections } from '../storage/sql/create-sql-storage.js';
import { withSearchEngine } from './engine-search.js';
import { startIndexSync, type IndexSync } from './index-sync.js';
import { meilisearch, type Meilisearch } from './meilisearch.js';
import { rebuildIndex, type Rebuilt } from './rebuild-index.js';
import type { SearchEngineConfig } from './search-engine-config.js';

/** A server's search engine: the storage whose search it answers, and the index's upkeep. */
export interface SearchEngine<S> {
  /** The storage with `catalogue.searchCandidates` answered by the engine (else PostgreSQL). */
  readonly storage: S;
  /** Told of every catalogue change (ids; null: anything may have changed). */
  readonly sync: IndexSync;
}

/**
 * Puts the search engine in front of the storage's search candidates and keeps its index in
 * step with the database (`startIndexSync`: changes as they are heard, a reconciliation at
 * start, after outages and every 5 minutes). Transactions keep the database's search (nothing
 * searches inside one).
 *
 * @example
 * const engine = startSearchEngine(config.searchEngine, database, storage, logger);
 * catalogueChanges.changed = (ids) => engine.sync.changed(ids);
 */
export function startSearchEngine<C extends CatalogueSeed, S extends Storage<C>>(
  config: SearchEngineConfig,
  database: Pick<Database, 'db' | 'engine'>,
  storage: S,
  log: Pick<Logger, 'warn' | 'info'>,
  engine: Meilisearch = meilisearch(config),
): SearchEngine<S> {
  const catalogue = withSearchEngine(storage.repos.catalogue, {
    engine,
    index: config.index,
    log,
  });
  const sync = startIndexSync({
    database,
    engine,
    index: config.index,
    collections: () => storage.repos.catalogue.collections(),
    log,
    // PostgreSQL: several processes send to one index (PGlite serves one process).
    serialise: database.engine === 'postgres',
  });
  return { storage: { ...storage, repos: { ...storage.repos, catalogue } }, sync };
}

/**
 * After `pnpm catalogue:load`: the index rebuilt from the loaded catalogue and swapped in
 * (`rebuildIndex`), searches answered by the old index meanwhile.
 *
 * @example
 * const rebuilt = await rebuildSearchIndex(config.searchEngine, database);
 */
export async function rebuildSearchIndex(
  config: SearchEngineConfig,
  database: Pick<Database, 'db'>,
): Promise<Rebuilt> {
  return rebuildIndex({
    database,
    engine: meilisearch({ ...config, timeoutMs: 60_000 }),
    index: config.index,
    collections: await storedCollections(database.db),
  });
}
