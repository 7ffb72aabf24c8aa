import { execute, GraphQLError, parse, specifiedRules, validate, type DocumentNode } from 'graphql';
import type { GraphqlEdge, GraphqlExecutor } from './edge.js';

const parsed = (
  source: string,
  options: { readonly maxTokens: number },
): DocumentNode | GraphQLError => {
  try {
    return parse(source, options);
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
};

/**
 * The plain graphql-js executor of an edge (the mock host's; the server runs mercurius with
 * graphql-jit instead): parses with the edge's token limit, validates with the standard rules
 * and the edge's, and executes against its schema. A syntax or validation error, or variables
 * that do not fit (execution answers no `data` at all), refuse the request before execution.
 *
 * @example
 * const answer = await edge.handle(request, graphqlJsExecutor(edge));
 */
export function graphqlJsExecutor<TContext>(
  edge: Pick<GraphqlEdge<TContext>, 'schema' | 'validationRules' | 'parseOptions'>,
): GraphqlExecutor<TContext> {
  const rules = [...specifiedRules, ...edge.validationRules];
  return async ({ operation, context }) => {
    const document = parsed(operation.query, edge.parseOptions);
    if (document instanceof GraphQLError) return { refused: [document] };
    const invalid = validate(edge.schema, document, rules);
    if (invalid.length > 0) return { refused: invalid };
    const result = await execute({
      schema: edge.schema,
      document,
      variableValues: operation.variables,
      operationName: operation.operationName,
      contextValue: context,
    });
    return result.data === undefined ? { refused: result.errors ?? [] } : { result };
  };
}
