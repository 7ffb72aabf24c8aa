import type { FastifyInstance } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import mercurius from 'mercurius';
import type { GraphqlEdge, GraphqlExecutor } from '@haat/storefront-backend';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** mercurius's refusal before execution (syntax, validation, variables): the GraphQL errors. */
const refusedErrorsOf = (error: unknown): readonly GraphQLError[] | null => {
  if (!isRecord(error) || error['statusCode'] !== 400 || !Array.isArray(error['errors'])) {
    return null;
  }
  return error['errors'] as GraphQLError[];
};

/**
 * The server's executor of an edge's operations: mercurius over the edge's schema, with the
 * edge's validation rules and token limit, parsed documents cached by text (LRU of 512) and
 * compiled with graphql-jit from their second use (`jit: 1`), which the benchmark chose. It runs
 * only: errors come back raw (the edge masks them), a refusal before execution (mercurius
 * throws it; graphql-jit answers variables that do not fit without `data`) as `refused`.
 * Registered once per fastify app (mercurius decorates the app).
 *
 * @example
 * const execute = await mercuriusExecutor(app, backend.graphqlEdge);
 * const answer = await edge.run(prepared, execute);
 */
export async function mercuriusExecutor<TContext extends object>(
  app: FastifyInstance,
  edge: GraphqlEdge<TContext>,
): Promise<GraphqlExecutor<TContext>> {
  await app.register(mercurius, {
    schema: edge.schema,
    routes: false,
    jit: 1,
    cache: 512,
    validationRules: [...edge.validationRules],
    graphql: { parseOptions: { ...edge.parseOptions } },
    // Raw errors, unchanged: masking is the edge's.
    errorFormatter: (execution) => ({ statusCode: 200, response: execution }),
  });
  return async ({ operation, context }) => {
    try {
      // mercurius adds its own members to the context it is given: a copy, per request.
      const result: ExecutionResult = await app.graphql(
        operation.query,
        { ...context },
        operation.variables ?? undefined,
        operation.operationName ?? undefined,
      );
      return result.data === undefined ? { refused: result.errors ?? [] } : { result };
    } catch (error) {
      const refused = refusedErrorsOf(error);
      if (!refused) throw error;
      return { refused };
    }
  };
}
