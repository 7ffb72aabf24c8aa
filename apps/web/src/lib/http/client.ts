import ky, { type Options } from 'ky';
import type * as z from 'zod/mini';
import { normaliseHttpError } from './errors';
import { REQUEST_TIMEOUT_MS, retryPolicy } from './policy';

/**
 * The one HTTP layer (spec 8): every REST call and every GraphQL request goes through ky with the
 * retry policy of `policy.ts`, and every failure comes out as an `HttpClientError` carrying the
 * spec's message. Responses are parsed with a zod schema before anyone sees them.
 */
export interface HttpRequestOptions {
  method?: 'get' | 'post' | 'put' | 'delete';
  json?: unknown;
  headers?: Record<string, string>;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A POST is repeated on failure only when the server de-duplicates it (an idempotency key in
   * the body). GET, PUT and DELETE are always repeatable.
   */
  idempotent?: boolean;
}

function kyOptions(options: HttpRequestOptions): Options {
  const method = options.method ?? 'get';
  const repeatable = method !== 'post' ? 'safe-methods' : options.idempotent ? 'any-method' : false;
  return {
    method,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    retry: retryPolicy(repeatable),
    ...(options.json !== undefined ? { json: options.json } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

/** Sends one request and parses the JSON answer with `schema`. Throws `HttpClientError`. */
export async function requestJson<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  options: HttpRequestOptions = {},
): Promise<T> {
  let body: unknown;
  try {
    body = await ky(url, kyOptions(options)).json();
  } catch (error) {
    throw normaliseHttpError(error, { signal: options.signal, timeoutMs: options.timeoutMs });
  }
  return schema.parse(body);
}

/**
 * Sends one request once (no automatic retry: the caller keeps its own resend queue) and answers
 * the HTTP status, whatever it is. Throws `HttpClientError` only when no answer came.
 */
export async function sendOnce(url: string, options: HttpRequestOptions = {}): Promise<number> {
  try {
    const response = await ky(url, {
      ...kyOptions(options),
      retry: retryPolicy(false),
      throwHttpErrors: false,
    });
    await response.body?.cancel();
    return response.status;
  } catch (error) {
    throw normaliseHttpError(error, { signal: options.signal, timeoutMs: options.timeoutMs });
  }
}

/**
 * A `fetch` for the GraphQL client that runs through ky: same time-out and retry policy, so an
 * HTTP 429/5xx is retried here and otherwise surfaces as ky's HTTPError (normalised by the
 * GraphQL client). `repeatable` says whether a POST may be sent more than once.
 */
export function policyFetch(repeatable: boolean, timeoutMs = REQUEST_TIMEOUT_MS): typeof fetch {
  return (input, init) =>
    ky(input instanceof Request || input instanceof URL ? input : String(input), {
      ...init,
      timeout: timeoutMs,
      retry: retryPolicy(repeatable ? 'any-method' : false),
    });
}
