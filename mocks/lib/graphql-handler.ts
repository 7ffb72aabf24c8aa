import { graphql as execute } from 'graphql';
import { graphql, HttpResponse, type GraphQLHandler } from 'msw';
import { identifyCaller } from './auth.js';
import type { MockBackend } from './backend.js';
import { createContext } from './context.js';
import { Scenarios } from './scenarios.js';
import { transportFailure } from './transport.js';

interface OperationRequest {
  readonly query: string;
  readonly variables: Record<string, unknown>;
  readonly operationName: string;
  readonly request: Request;
}

/**
 * Answers one GraphQL request: transport scenarios first, then auth like AppSync (401 for a bad
 * key or token), then the operation runs against the SDL with graphql-js, so variables are
 * coerced and validated and every answer obeys the schema and the client's selection set.
 */
export async function answerOperation(
  backend: MockBackend,
  { query, variables, operationName, request }: OperationRequest,
): Promise<Response> {
  const scenarios = Scenarios.forRequest(request, backend.pageScenario(), operationName);
  const failed = await transportFailure(scenarios, backend);
  if (failed) return failed;
  const now = backend.clock();
  const caller = identifyCaller(request.headers, backend.config.apiKey, now);
  if (caller.kind === 'rejected') {
    return HttpResponse.json(
      { errors: [{ message: caller.message, errorType: 'UnauthorizedException' }] },
      { status: 401 },
    );
  }
  if (!backend.schema) throw new Error('Mock schema is not bound');
  const result = await execute({
    schema: backend.schema,
    source: query,
    variableValues: variables,
    operationName,
    contextValue: createContext(backend, { now, caller, scenarios, operationName }),
  });
  const data = result.data ?? null;
  return HttpResponse.json(
    result.errors ? { data, errors: result.errors.map((error) => error.toJSON()) } : { data },
  );
}

/** Registers operations by name on the configured endpoint. */
export interface OperationRegistry {
  query(operationName: string): GraphQLHandler;
  mutation(operationName: string): GraphQLHandler;
}

/** Handlers scoped to `graphqlUrl` that answer through {@link answerOperation}. */
export function operationRegistry(backend: MockBackend): OperationRegistry {
  const link = graphql.link(backend.config.graphqlUrl);
  return {
    query: (name) =>
      link.query(name, ({ query, variables, operationName, request }) =>
        answerOperation(backend, { query, variables, operationName, request }),
      ),
    mutation: (name) =>
      link.mutation(name, ({ query, variables, operationName, request }) =>
        answerOperation(backend, { query, variables, operationName, request }),
      ),
  };
}
