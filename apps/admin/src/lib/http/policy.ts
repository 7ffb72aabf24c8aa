import { isHTTPError, type RetryOptions } from 'ky';

/**
 * The transport policy of spec 8 "HTTP client errors", as the storefront applies it: at most 3
 * attempts on network failures, time-outs and 429/500/502/503/504, never on other statuses; a
 * POST is repeated only when the server de-duplicates it (a query, or a mutation carrying an
 * `idempotencyKey`). TanStack Query's own retry stays off (query-client.ts).
 */
export const MAX_ATTEMPTS = 3;

/** Time allowed for one attempt; the time-out message names it. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** The spec's HTTP client error texts (spec 8). */
export const HTTP_MESSAGES = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
} as const;

const RETRY_STATUS_CODES = [429, 500, 502, 503, 504];

/**
 * ky's retry options for one request: none when it must not be repeated.
 *
 * @example
 * retryPolicy(true).limit; // 2 (three attempts in all)
 */
export function retryPolicy(repeatable: boolean): RetryOptions {
  if (!repeatable) return { limit: 0 };
  return {
    limit: MAX_ATTEMPTS - 1,
    methods: ['post'],
    statusCodes: RETRY_STATUS_CODES,
    afterStatusCodes: RETRY_STATUS_CODES,
    maxRetryAfter: 10_000,
    retryOnTimeout: true,
    delay: (attempt) => 300 * 2 ** (attempt - 1),
    shouldRetry: ({ error }) => (error.name === 'AbortError' ? false : undefined),
  };
}

/**
 * The message a transport failure shows (spec 8 wording), or null for anything else.
 *
 * @example
 * transportMessage(new TypeError('Failed to fetch')); // 'Network Error'
 */
export function transportMessage(error: unknown, timeoutMs = REQUEST_TIMEOUT_MS): string | null {
  if (error instanceof Error && error.name === 'AbortError') return HTTP_MESSAGES.aborted;
  if (error instanceof Error && error.name === 'TimeoutError')
    return HTTP_MESSAGES.timeout(timeoutMs);
  if (isHTTPError(error)) return HTTP_MESSAGES.status(error.response.status);
  if (error instanceof TypeError) return HTTP_MESSAGES.network;
  return null;
}
