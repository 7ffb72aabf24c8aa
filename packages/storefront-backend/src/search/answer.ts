import type { BackendDeps } from '../deps.js';
import type { HttpAnswer } from '../graphql/execute.js';
import { rankCandidates } from './search-service.js';
import { words } from './similarity.js';

/** The spec's defaults of the search service: similarity threshold and result count. */
const DEFAULT_THRESHOLD = 0.65;
const DEFAULT_LIMIT = 20;

/** The most candidates storage hands over for ranking (more than any shop page shows). */
const CANDIDATE_LIMIT = 500;

const numberParam = (value: string | null, fallback: number): number => {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

/**
 * The search service: `GET /search?query=&threshold=0.65&limit=20` with
 * `Authorization: Bearer <token>` → `{ query, total, results }`, enabled products ranked by
 * typo-tolerant similarity: storage finds candidates (SQL: a trigram index), ranked here with
 * the contract's similarity. 401 `{ message: 'Unauthorized' }` without a bearer token, 400 when
 * the threshold is not 0–1 or the limit not a whole number 1–100.
 *
 * @example
 * await answerSearch(deps, { params: new URLSearchParams('query=serm'), headers });
 * // { status: 200, body: { query: 'serm', total: 3, results: [...] } }
 */
export async function answerSearch(
  deps: BackendDeps,
  request: { readonly params: URLSearchParams; readonly headers: Headers },
): Promise<HttpAnswer> {
  if (!/^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '')) {
    return { status: 401, body: { message: 'Unauthorized' } };
  }
  const { params } = request;
  const query = (params.get('query') ?? '').trim();
  const threshold = numberParam(params.get('threshold'), DEFAULT_THRESHOLD);
  const limit = numberParam(params.get('limit'), DEFAULT_LIMIT);
  if (!(threshold >= 0 && threshold <= 1) || !Number.isInteger(limit) || limit < 1 || limit > 100) {
    return { status: 400, body: { message: 'threshold must be 0–1 and limit 1–100' } };
  }
  const { catalogue } = deps.storage.repos;
  const [candidates, collections] = await Promise.all([
    catalogue.searchCandidates(words(query), CANDIDATE_LIMIT),
    catalogue.collections(),
  ]);
  const results = rankCandidates(candidates, collections, query, threshold, limit);
  return { status: 200, body: { query, total: results.length, results } };
}
