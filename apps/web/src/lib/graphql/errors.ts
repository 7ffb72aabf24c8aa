import { isHTTPError } from 'ky';
import * as z from 'zod/mini';
import { GENERAL_ERROR_MESSAGE } from '@haat/commerce-core';
import { HttpClientError } from '@/lib/http/errors';

/** The `errors` member of a GraphQL answer (AppSync adds `errorType`). */
const GraphQLErrorsBody = z.object({
  errors: z.optional(
    z.array(
      z.object({
        message: z.optional(z.string()),
        errorType: z.optional(z.string()),
        extensions: z.optional(z.record(z.string(), z.unknown())),
      }),
    ),
  ),
});

type FirstError = NonNullable<z.infer<typeof GraphQLErrorsBody>['errors']>[number];

function firstError(body: unknown): FirstError | null {
  const parsed = GraphQLErrorsBody.safeParse(body);
  return (parsed.success && parsed.data.errors?.[0]) || null;
}

function codeOf(error: FirstError): string | null {
  const code = error.extensions?.code;
  return typeof code === 'string' ? code : (error.errorType ?? null);
}

/** An answer with GraphQL `errors`: the first error's message is what the shopper sees. */
export function graphqlFailure(response: { status: number; errors?: unknown }): HttpClientError {
  const error = firstError(response);
  return new HttpClientError(error?.message || GENERAL_ERROR_MESSAGE, {
    kind: 'graphql',
    status: response.status,
    code: error ? codeOf(error) : null,
    extensions: error?.extensions ?? {},
  });
}

/**
 * An HTTP failure keeps the spec's 'Request failed with status code {n}' message, and gains the
 * API's error code when the body names one (AppSync answers 401 with UnauthorizedException). A
 * rate limit (429 RATE_LIMITED) is told in the API's own words, which say when to try again.
 */
export async function graphqlErrorFromHttp(error: unknown): Promise<unknown> {
  if (!(error instanceof HttpClientError) || !isHTTPError(error.cause)) return error;
  const body: unknown = await error.cause.response
    .clone()
    .json()
    .catch(() => null);
  const first = firstError(body);
  if (!first) return error;
  const code = codeOf(first);
  const message = code === 'RATE_LIMITED' && first.message ? first.message : error.message;
  return new HttpClientError(message, {
    kind: error.kind,
    status: error.status,
    code,
    extensions: first.extensions ?? {},
    cause: error.cause,
  });
}
