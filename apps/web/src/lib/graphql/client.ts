import type { TadaDocumentNode } from 'gql.tada';
import { ClientError, GraphQLClient } from 'graphql-request';
import { env } from '@/lib/env';
import { policyFetch } from '@/lib/http/client';
import { normaliseHttpError } from '@/lib/http/errors';
import { REQUEST_TIMEOUT_MS } from '@/lib/http/policy';
import { graphqlErrorFromHttp, graphqlFailure } from './errors';
import { isRepeatable } from './repeatable';

export { newIdempotencyKey } from '@/lib/http/idempotency';

export interface GqlRequestOptions {
  signal?: AbortSignal;
  /**
   * Optional check: the idempotency key the variables must carry. The key itself travels in the
   * variables (`input.idempotencyKey`, as the SDL asks) and is what makes a mutation retryable.
   */
  idempotencyKey?: string;
  /** 'auto' (default): the user-pool token when signed in, else the API key (spec 6). */
  auth?: 'auto' | 'apiKey';
  /** Time allowed per attempt (default 15 000 ms). */
  timeoutMs?: number;
  /** Extra request headers (tests use `x-mock-scenario`). */
  headers?: Record<string, string>;
}

/** Returns the signed-in user's user-pool token, or null; registered by the auth feature. */
export type AuthTokenProvider = () => Promise<string | null>;

let authTokenProvider: AuthTokenProvider = () => Promise.resolve(null);

let serverFetch: typeof fetch | null = null;

/**
 * Sends every operation through `fetch` instead of the HTTP layer: a server render answers the
 * app's own documents in process, through the storefront backend (set once, at start).
 *
 * @example
 * setGraphqlFetch((input, init) => backendAnswer(init));
 */
export function setGraphqlFetch(fetch: typeof globalThis.fetch): void {
  serverFetch = fetch;
}

export function setAuthTokenProvider(provider: AuthTokenProvider) {
  authTokenProvider = provider;
}

/**
 * The credentials the storefront's API reads (spec 6): the user-pool token when signed in, else
 * the API key. Also sent to the API's REST routes (the order's tax invoice).
 */
export async function authHeaders(
  auth: GqlRequestOptions['auth'] = 'auto',
): Promise<Record<string, string>> {
  const token = auth === 'apiKey' ? null : await authTokenProvider();
  return token ? { authorization: token } : { 'x-api-key': env.apiKey };
}

/** Sends one typed operation document to the storefront endpoint. Throws `HttpClientError`. */
export async function gqlRequest<TResult, TVariables extends object>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: GqlRequestOptions = {},
): Promise<TResult> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const repeatable = isRepeatable(document, variables, options.idempotencyKey);
  const client = new GraphQLClient(env.graphqlUrl, {
    fetch: serverFetch ?? policyFetch(repeatable, timeoutMs),
  });
  try {
    return await client.request<TResult>({
      document,
      variables,
      requestHeaders: { ...options.headers, ...(await authHeaders(options.auth)) },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof ClientError) throw graphqlFailure(error.response);
    const normalised = normaliseHttpError(error, { signal: options.signal, timeoutMs });
    throw await graphqlErrorFromHttp(normalised);
  }
}
