import { isHTTPError, type RetryOptions } from 'ky';

/**
 * The transport retry policy (spec 8 "HTTP client errors"), applied once, here: at most 3
 * attempts on network failures, time-outs and 429/500/502/503/504; never on 400, 401, 404 or
 * any other status. A `Retry-After` answer is honoured up to {@link MAX_RETRY_AFTER_MS} (a
 * longer one is not retried); otherwise the wait doubles from 300 ms. React Query's own retry stays off (query-client.ts).
 */
export const MAX_ATTEMPTS = 3;

/** Statuses worth another attempt: rate limiting and transient server/gateway failures. */
export const RETRY_STATUS_CODES: readonly number[] = [429, 500, 502, 503, 504];

/** Time allowed for one attempt; the time-out message names it ('timeout of 15000ms exceeded'). */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Longest `Retry-After` we wait for. A server asking for longer (a rate limit: "try again in
 * 40 minutes") gets no retry at all: the answer goes to the shopper at once, and a retry would
 * only count against the limit again.
 */
export const MAX_RETRY_AFTER_MS = 10_000;

/** The wait a `Retry-After` header asks for, in ms (seconds or an HTTP date); null without one. */
function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (header === null) return null;
  const seconds = Number(header);
  return Number.isNaN(seconds) ? Date.parse(header) - Date.now() : seconds * 1000;
}

/** Exponential backoff between attempts when the server gives no `Retry-After`: 300, 600 … ms. */
export const backoffDelay = (retryCount: number) => 300 * 2 ** (retryCount - 1);

/** Methods that are safe to repeat by HTTP semantics; POST only when the caller says so. */
const SAFE_METHODS: NonNullable<RetryOptions['methods']> = [
  'get',
  'head',
  'options',
  'put',
  'delete',
];

/**
 * ky retry options for one request. `repeatable: false` (a POST that could create something
 * twice) turns retrying off entirely.
 */
export function retryPolicy(repeatable: 'safe-methods' | 'any-method' | false): RetryOptions {
  if (repeatable === false) return { limit: 0 };
  return {
    limit: MAX_ATTEMPTS - 1,
    methods: repeatable === 'any-method' ? [...SAFE_METHODS, 'post'] : SAFE_METHODS,
    statusCodes: [...RETRY_STATUS_CODES],
    afterStatusCodes: [...RETRY_STATUS_CODES],
    maxRetryAfter: MAX_RETRY_AFTER_MS,
    retryOnTimeout: true,
    delay: backoffDelay,
    // A request the caller cancelled is never repeated, nor one the server asks to wait long for;
    // everything else follows the lists above.
    shouldRetry: ({ error }) => {
      if (error.name === 'AbortError') return false;
      const wait = isHTTPError(error) ? retryAfterMs(error.response) : null;
      return wait !== null && wait > MAX_RETRY_AFTER_MS ? false : undefined;
    },
  };
}
