import type { BackendDeps } from '../../deps.js';
import { answerSearch } from '../../search/answer.js';
import { searchCallers } from '../callers.js';
import type { HttpAnswer } from '../http.js';

/**
 * The search service's door (`GET …/search?query=&threshold=&limit=`): the caller must send a
 * bearer the search service accepts (`searchCallers`: the API key, or a user token), else 401
 * `{ message: 'Unauthorized' }` and nothing is searched; then the search answers.
 *
 * @example
 * await searchRequest(deps, { params: new URLSearchParams('query=serm'), headers }); // { status: 200, body: { query, total, results } }
 */
export async function searchRequest(
  deps: BackendDeps,
  request: { readonly params: URLSearchParams; readonly headers: Headers },
): Promise<HttpAnswer> {
  const caller = await searchCallers(deps).identify(request.headers);
  if (caller === null) return { status: 401, body: { message: 'Unauthorized' } };
  return answerSearch(deps, request.params);
}
