import type { ApiErrorCode } from '@haat/storefront-api/errors';
import { isHTTPError, isTimeoutError } from 'ky';
import { REQUEST_TIMEOUT_MS } from './policy';

/** The spec's HTTP client error texts (spec 8). */
export const HTTP_MESSAGES = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
} as const;

export type HttpErrorKind = 'network' | 'timeout' | 'aborted' | 'status' | 'graphql';

interface HttpClientErrorInit {
  kind: HttpErrorKind;
  status?: number | null;
  /** The API's error code (GraphQL `extensions.code`), e.g. OUT_OF_STOCK. */
  code?: string | null;
  /** The first GraphQL error's extensions (fieldErrors, inventoryDetails, retryAfterSeconds …). */
  extensions?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/**
 * Every failed call of the HTTP layer and the GraphQL client ends as one of these, with a message
 * fit for the general handler: 'Network Error', 'Request aborted', 'timeout of 15000ms exceeded',
 * 'Request failed with status code 503', or the API's own GraphQL error message.
 */
export class HttpClientError extends Error {
  override readonly name = 'HttpClientError';
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly extensions: Readonly<Record<string, unknown>>;

  constructor(message: string, init: HttpClientErrorInit) {
    super(message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.extensions = init.extensions ?? {};
  }

  /** Whether the API refused the call with `code` (one of the contract's error codes). */
  hasCode(code: ApiErrorCode): boolean {
    return this.code === code;
  }
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/**
 * Maps a transport failure (ky's HTTPError/TimeoutError, fetch's TypeError, an abort) to an
 * {@link HttpClientError}. Anything else (a bug, a parse error) is returned unchanged.
 */
export function normaliseHttpError(
  error: unknown,
  context: { signal?: AbortSignal | undefined; timeoutMs?: number | undefined } = {},
): unknown {
  if (error instanceof HttpClientError) return error;
  if (context.signal?.aborted || isAbort(error)) {
    return new HttpClientError(HTTP_MESSAGES.aborted, { kind: 'aborted', cause: error });
  }
  if (isTimeoutError(error)) {
    const ms = context.timeoutMs ?? REQUEST_TIMEOUT_MS;
    return new HttpClientError(HTTP_MESSAGES.timeout(ms), { kind: 'timeout', cause: error });
  }
  if (isHTTPError(error)) {
    const { status } = error.response;
    return new HttpClientError(HTTP_MESSAGES.status(status), {
      kind: 'status',
      status,
      cause: error,
    });
  }
  if (error instanceof TypeError) {
    return new HttpClientError(HTTP_MESSAGES.network, { kind: 'network', cause: error });
  }
  return error;
}
