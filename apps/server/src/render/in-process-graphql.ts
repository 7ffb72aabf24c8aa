import { randomUUID } from 'node:crypto';
import {
  graphqlJsExecutor,
  isPrepared,
  type EdgeLog,
  type GraphqlExecutor,
  type RequestContext,
  type StorefrontBackend,
} from '@haat/storefront-backend';
import type { AnswerCache } from '../graphql/answer-cache.js';

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

/**
 * The storefront API for the server's own pages (server rendering, the sitemap), answered in
 * this process through the backend's edge (`backend.graphqlEdge`: `prepare`, then `run`), the
 * same door `POST /graphql` uses, as an anonymous caller with the server's API key — never a
 * shopper's token, so nothing personal can come back. A request the edge calls a public read
 * comes with its `cacheKey`: it is looked up in the answer cache of `POST /graphql` first (the
 * same keys: an answer kept for a shopper's request serves the page, and the other way round)
 * and kept there when the edge says it may be (`keep`: no errors), dropped with it when stock or
 * the catalogue changes. Operations run with graphql-js (`graphqlJsExecutor`) unless another
 * executor is given. Not rate limited per address (no `clientIp`): these are the server's reads.
 *
 * @example
 * const api = inProcessGraphql({ backend, apiKey: config.apiKey, answers });
 * await api.execute({ query: '{ getStore(id: "haat-skincare") { id } }', variables: null, operationName: null });
 */
export function inProcessGraphql(options: {
  readonly backend: Pick<StorefrontBackend, 'graphqlEdge'>;
  readonly apiKey: string;
  readonly answers?: AnswerCache | undefined;
  /** How operations run (default: the backend's graphql-js executor). */
  readonly executor?: GraphqlExecutor<RequestContext> | undefined;
  /** Where a resolver's crash is logged (the edge masks it in the answer). */
  readonly log?: EdgeLog | undefined;
}): InProcessGraphql {
  const { answers, log } = options;
  const edge = options.backend.graphqlEdge;
  const executor = options.executor ?? graphqlJsExecutor(edge);
  const headers = new Headers({ 'content-type': 'application/json', 'x-api-key': options.apiKey });
  const executeText = async (body: string): Promise<GraphqlText> => {
    const prepared = await edge.prepare({
      body,
      headers,
      requestId: `render-${randomUUID()}`,
      log,
    });
    if (!isPrepared(prepared)) {
      return { status: prepared.status, text: JSON.stringify(prepared.body) };
    }
    const key = prepared.cacheKey;
    const kept = answers && key !== null ? answers.answer(key) : undefined;
    if (kept) return { status: 200, text: kept.toString('utf8') };
    const stamp = answers?.stamp();
    const answer = await edge.run(prepared, executor);
    const text = JSON.stringify(answer.body);
    if (answer.keep && answers && key !== null && stamp !== undefined) {
      answers.keep(key, Buffer.from(text), stamp);
    }
    return { status: answer.status, text };
  };
  const fetchInProcess = async (_input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await executeText(typeof init?.body === 'string' ? init.body : '');
    return new Response(answer.text, {
      status: answer.status,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
  return { execute: (body) => executeText(JSON.stringify(body)), fetch: fetchInProcess };
}
