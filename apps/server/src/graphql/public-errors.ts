import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** What a shopper sees for a failure the API does not describe (spec 8's general message). */
export const INTERNAL_MESSAGE = 'Something went wrong!';

/**
 * An execution error as the client may see it. Errors the API means to return — GraphQL's own
 * (bad variables) and the resolvers' `GraphQLError`s with their `extensions.code` — pass as
 * they are; anything else (a resolver that crashed) is logged with its stack and the request id
 * and answered as `Something went wrong!` with code `INTERNAL` and the request id, never with
 * its own message.
 *
 * @example
 * result.errors.map((error) => publicError(error, request.log, request.id));
 */
export function publicError(
  error: GraphQLError,
  log: FastifyBaseLogger,
  requestId: string,
): GraphQLFormattedError {
  const cause = error.originalError;
  if (cause === undefined || cause === null || cause instanceof GraphQLError) return error.toJSON();
  log.error({ err: cause, path: error.path }, 'resolver failed');
  return {
    message: INTERNAL_MESSAGE,
    ...(error.path ? { path: error.path } : {}),
    extensions: { code: 'INTERNAL', requestId },
  };
}
