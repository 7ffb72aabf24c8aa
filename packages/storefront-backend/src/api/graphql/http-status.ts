import type { HttpAnswer } from '../http.js';

/** An error of a GraphQL answer, raw or formatted: only its extensions are read. */
interface AnsweredError {
  readonly extensions?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The HTTP status of a GraphQL answer with these errors: 429 with `Retry-After` (the longest
 * wait asked, in seconds) when any error is RATE_LIMITED, else 200.
 *
 * @example
 * httpStatusOf(result.errors); // { status: 429, headers: { 'retry-after': '420' } }
 */
export function httpStatusOf(
  errors: readonly AnsweredError[] | undefined,
): Pick<HttpAnswer, 'status' | 'headers'> {
  const waits = (errors ?? []).flatMap(({ extensions }) =>
    extensions?.['code'] === 'RATE_LIMITED' && typeof extensions['retryAfterSeconds'] === 'number'
      ? [extensions['retryAfterSeconds']]
      : [],
  );
  if (waits.length === 0) return { status: 200 };
  return { status: 429, headers: { 'retry-after': String(Math.max(...waits)) } };
}
