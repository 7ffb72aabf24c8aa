import type { BackendDeps } from '../deps.js';
import type { HttpAnswer } from '../api/http.js';
import { rankSearchCandidates } from './rank-search.js';
import { words } from './similarity.js';

/** The spec's defaults of the search service: similarity threshold and result count. */
const DEFAULT_THRESHOLD = 0.65;
const DEFAULT_LIMIT = 20;

/**
 * The longest query taken, in characters. Ranking compares every typed word with every word of
 * every candidate, so an unbounded query (a 16 KB URL of words) would hold the process for
 * seconds while other shoppers wait; a shopper's search is a few words.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

const numberParam = (value: string | null, fallback: number): number => {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

/**
 * The search service's answer to an accepted caller (the edge's `searchRequest` checks the
 * bearer first): `?query=&threshold=0.65&limit=20` → `{ query, total, results }`, enabled
 * products ranked by typo-tolerant similarity: storage finds candidates (SQL: the vocabulary
 * and a GIN index), ranked here with the contract's similarity (`rankSearchCandidates`: a
 * page and a few candidates first, more only when the rest can still enter the answer, and
 * only the documents that can reach it read). 400 when the threshold is not 0–1, the
 * limit not a whole number 1–100, or the query longer than {@link SEARCH_QUERY_MAX_LENGTH}
 * characters.
 *
 * @example
 * await answerSearch(deps, new URLSearchParams('query=serm'));
 * // { status: 200, body: { query: 'serm', total: 3, results: [...] } }
 */
export async function answerSearch(
  deps: BackendDeps,
  params: URLSearchParams,
): Promise<HttpAnswer> {
  const query = (params.get('query') ?? '').trim();
  const threshold = numberParam(params.get('threshold'), DEFAULT_THRESHOLD);
  const limit = numberParam(params.get('limit'), DEFAULT_LIMIT);
  if (!(threshold >= 0 && threshold <= 1) || !Number.isInteger(limit) || limit < 1 || limit > 100) {
    return { status: 400, body: { message: 'threshold must be 0–1 and limit 1–100' } };
  }
  if (query.length > SEARCH_QUERY_MAX_LENGTH) {
    return {
      status: 400,
      body: { message: `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters` },
    };
  }
  const { catalogue } = deps.storage.repos;
  const typed = words(query);
  const results = await rankSearchCandidates(
    (most, after) => catalogue.searchCandidates(typed, most, after),
    (ids) => catalogue.productsByIds(ids),
    await catalogue.collections(),
    query,
    threshold,
    limit,
  );
  return { status: 200, body: { query, total: results.length, results } };
}
