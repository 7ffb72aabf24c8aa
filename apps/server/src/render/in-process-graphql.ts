import type { StorefrontBackend } from '@haat/storefront-backend';
import type { AnswerCache } from '../graphql/answer-cache.js';
import { isPublicRead, publicReadKey } from '../graphql/public-reads.js';

/** One GraphQL request as a client sends it. */
export interface GraphqlBody {
  readonly query: string;
  readonly variables: Record<string, unknown> | null;
  readonly operationName: string | null;
}

/** An answer: the HTTP status and the serialized JSON body. */
export interface GraphqlText {
  readonly status: number;
  readonly text: string;
}

/** The storefront API answered in this process, for the server's own pages. */
export interface InProcessGraphql {
  execute(body: GraphqlBody): Promise<GraphqlText>;
  /** `execute` as `fetch` (what the web app's GraphQL client calls). */
  readonly fetch: typeof fetch;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function bodyOf(text: string): GraphqlBody {
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed) || typeof parsed['query'] !== 'string') {
    throw new Error('in-process GraphQL: not a GraphQL request');
  }
  const { query, variables, operationName } = parsed;
  return {
    query,
    variables: isRecord(variables) ? variables : null,
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}

/** Whether an answer carries GraphQL errors (such an answer is never kept). */
const hasErrors = (body: unknown): boolean =>
  !isRecord(body) || (Array.isArray(body['errors']) && body['errors'].length > 0);

/**
 * The storefront API for the server's own pages (server rendering, the sitemap), answered in
 * this process by the backend's entry (`backend.graphql`) as an anonymous caller with the
 * server's API key — never a shopper's token, so nothing personal can come back. Public
 * catalogue reads go through the same answer cache as `POST /graphql` (same key: an answer kept
 * for a shopper's request serves the page, and the other way round), kept only when answered
 * without errors, dropped with it when stock changes.
 *
 * @example
 * const api = inProcessGraphql({ backend, apiKey: config.apiKey, answers });
 * await api.execute({ query: '{ getStore(id: "haat-skincare") { id } }', variables: null, operationName: null });
 */
export function inProcessGraphql(options: {
  readonly backend: Pick<StorefrontBackend, 'graphql'>;
  readonly apiKey: string;
  readonly answers?: AnswerCache | undefined;
}): InProcessGraphql {
  const { backend, apiKey, answers } = options;
  const headers = new Headers({ 'x-api-key': apiKey });
  const execute = async (body: GraphqlBody): Promise<GraphqlText> => {
    const key = answers ? publicReadKey(body) : null;
    const kept = key === null ? undefined : answers?.answer(key);
    if (kept) return { status: 200, text: kept.toString('utf8') };
    const stamp = answers?.stamp();
    const answer = await backend.graphql({ body, headers });
    const text = JSON.stringify(answer.body);
    if (
      answers &&
      key !== null &&
      stamp !== undefined &&
      answer.status === 200 &&
      !hasErrors(answer.body) &&
      isPublicRead(body.query, body.operationName)
    ) {
      answers.keep(key, Buffer.from(text), stamp);
    }
    return { status: answer.status, text };
  };
  const fetchInProcess = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await execute(bodyOf(typeof init?.body === 'string' ? init.body : ''));
    return new Response(answer.text, {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
  return { execute, fetch: fetchInProcess };
}
