import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
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

export function setAuthTokenProvider(provider: AuthTokenProvider) {
  authTokenProvider = provider;
}

async function authHeaders(auth: GqlRequestOptions['auth']): Promise<Record<string, string>> {
  const token = auth === 'apiKey' ? null : await authTokenProvider();
  return token ? { authorization: token } : { 'x-api-key': env.apiKey };
}

/** The operation's name, sent beside the query (servers log it; MSW matches on it). */
const operationName = (document: TadaDocumentNode<unknown, never>): string | undefined => {
  const operation = document.definitions.find((definition) => 'operation' in definition);
  return operation && 'name' in operation ? operation.name?.value : undefined;
};

/** A GraphQL answer as far as the client reads it; `data` is trusted to the document's type. */
interface GraphQLAnswer<TResult> {
  data?: TResult | null;
  errors?: unknown;
}

/**
 * Sends one typed operation document to the storefront endpoint (a JSON POST, through the HTTP
 * layer's `policyFetch`: its time-out and retry policy). An answer with GraphQL `errors` or
 * without `data` throws the first error's message. Throws `HttpClientError`.
 */
export async function gqlRequest<TResult, TVariables extends object>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: GqlRequestOptions = {},
): Promise<TResult> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const repeatable = isRepeatable(document, variables, options.idempotencyKey);
  let status: number;
  let answer: GraphQLAnswer<TResult>;
  try {
    const response = await policyFetch(repeatable, timeoutMs)(env.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...options.headers,
        ...(await authHeaders(options.auth)),
      },
      body: JSON.stringify({
        query: print(document),
        variables,
        operationName: operationName(document),
      }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    status = response.status;
    answer = (await response.json()) as GraphQLAnswer<TResult>;
  } catch (error) {
    const normalised = normaliseHttpError(error, { signal: options.signal, timeoutMs });
    throw await graphqlErrorFromHttp(normalised);
  }
  const hasErrors = Array.isArray(answer.errors) && answer.errors.length > 0;
  if (hasErrors || answer.data === undefined || answer.data === null) {
    throw graphqlFailure({ status, errors: answer.errors });
  }
  return answer.data;
}
