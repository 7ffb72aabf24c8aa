import {
  candidateKeyOrder,
  MOST_SEARCH_CANDIDATES,
  searchCandidateOf,
  searchCandidateOrder,
  type CatalogueRepository,
  type CatalogueSeed,
  type SearchCandidate,
} from '@haat/storefront-backend';
import type { Logger } from 'pino';
import type { Meilisearch } from './meilisearch.js';

/** How long a shopper's search waits for the engine before PostgreSQL answers instead. */
export const ENGINE_SEARCH_TIMEOUT_MS = 300;

/**
 * After a failure, searches go straight to PostgreSQL for this long before the engine is tried
 * again: an engine that is down costs shoppers nothing, not 300 ms a search.
 */
export const ENGINE_RETRY_AFTER_MS = 5_000;

/** The engine to search in, and where to say when it fails. */
export interface EngineSearchOptions {
  readonly engine: Pick<Meilisearch, 'search'>;
  readonly index: string;
  readonly log: Pick<Logger, 'warn' | 'info'>;
  readonly now?: (() => number) | undefined;
}

/**
 * The catalogue repository with its `searchCandidates` answered by the search engine: the ids
 * the engine finds for the typed words (enabled documents, its best
 * `MOST_SEARCH_CANDIDATES` whatever `limit` asks), then their search words and order keys from
 * their documents through `productsByIds` (the process's cache over the database: the ranking
 * reads the same documents again for prices, stock and status, live even when the index lags),
 * handed over as the port orders candidates (`searchCandidateOrder`: best word similarity
 * first; those after `after` when given), at most `limit` — so the last one bounds the rest of
 * what the engine found, as the ranking's early stop needs. The backend ranks them with the
 * contract's similarity as ever, so answers keep the contract's scores. When the engine fails or takes
 * longer than {@link ENGINE_SEARCH_TIMEOUT_MS}, the database's own `searchCandidates` answers
 * (and does for {@link ENGINE_RETRY_AFTER_MS}); an outage is logged once when it starts and once
 * when the engine answers again. Every other method is the repository's own.
 *
 * @example
 * const catalogue = withSearchEngine(storage.repos.catalogue, { engine, index: 'products', log });
 */
export function withSearchEngine<C extends CatalogueSeed>(
  catalogue: CatalogueRepository<C>,
  options: EngineSearchOptions,
): CatalogueRepository<C> {
  const { engine, index, log } = options;
  const now = options.now ?? (() => Date.now());
  let down = false;
  let retryAt = 0;
  const database = (words: readonly string[], limit: number, after?: SearchCandidate) =>
    catalogue.searchCandidates(words, limit, after);
  return {
    ...catalogue,
    async searchCandidates(words, limit, after) {
      if (words.length === 0 || limit < 1) return [];
      if (down && now() < retryAt) return database(words, limit, after);
      let ids: string[];
      try {
        ids = await engine.search(
          index,
          words.join(' '),
          Math.max(limit, MOST_SEARCH_CANDIDATES),
          ENGINE_SEARCH_TIMEOUT_MS,
        );
      } catch (error) {
        retryAt = now() + ENGINE_RETRY_AFTER_MS;
        if (!down) log.warn({ err: error }, 'search engine failed: PostgreSQL search answers');
        down = true;
        return database(words, limit, after);
      }
      if (down) log.info('search engine answers searches again');
      down = false;
      const [found, collections] = await Promise.all([
        catalogue.productsByIds(ids),
        catalogue.collections(),
      ]);
      return found
        .flatMap((product) => {
          if (!product) return [];
          const candidate = searchCandidateOf(product, collections, words);
          return [{ product, best: candidate.similarity, candidate }];
        })
        .sort(searchCandidateOrder)
        .filter(({ candidate }) => !after || candidateKeyOrder(candidate, after) > 0)
        .slice(0, limit)
        .map(({ candidate }) => candidate);
    },
  };
}
