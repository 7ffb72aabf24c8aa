import { apiErrorCodes } from '@haat/storefront-api/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { EdgeLog } from '../http.js';

/** What a shopper sees for a failure the API does not describe (spec 8's general message). */
export const INTERNAL_MESSAGE = 'Something went wrong!';

const API_CODES: ReadonlySet<unknown> = new Set(apiErrorCodes);

/** Whether an execution error is one the API means to answer as it is. */
const isPublic = (error: GraphQLError, codes: ReadonlySet<unknown>): boolean => {
  const cause = error.originalError;
  // GraphQL's own errors (a variable of the wrong type, a null in a non-null field) have none.
  if (cause === undefined || cause === null) return true;
  return cause instanceof GraphQLError && codes.has(cause.extensions['code']);
};

/**
 * An execution error as the caller may see it. GraphQL's own errors and the refusals resolvers
 * throw with an API error code (`apiError`, codes of `@haat/storefront-api/errors`) pass as they
 * are; anything else (a resolver that crashed, a driver's message naming a host or a password)
 * is logged with its stack, the field's path and the request id, and answered as
 * `Something went wrong!` with code `INTERNAL` and the request id, never with its own message.
 * `codes`: the API's error codes (default the storefront's; the admin API passes its own).
 *
 * @example
 * result.errors.map((error) => publicError(error, { requestId: 'req-1', log }));
 */
export function publicError(
  error: GraphQLError,
  request: { readonly requestId: string; readonly log?: EdgeLog | undefined },
  codes: ReadonlySet<unknown> = API_CODES,
): GraphQLFormattedError {
  if (isPublic(error, codes)) return error.toJSON();
  request.log?.error(
    { err: error.originalError, path: error.path, requestId: request.requestId },
    'resolver failed',
  );
  return {
    message: INTERNAL_MESSAGE,
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'INTERNAL', requestId: request.requestId },
  };
}
