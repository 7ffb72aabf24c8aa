import { graphql, type GraphQLSchema } from 'graphql';
import type { BackendDeps } from '../deps.js';
import { liveTokenVerifier } from '../user-pool/live-claims.js';
import { httpStatusOf } from './http-status.js';
import { identifyCaller } from './identify-caller.js';
import { createRequestContext } from './request-context.js';

/**
 * A GraphQL request as a host received it: the JSON body, the headers and the caller's network
 * address (the server: the socket's peer, or `X-Forwarded-For` as far as it trusts proxies),
 * which per-address rate limits count by; without one they do not apply.
 *
 * @example
 * const request: GraphqlRequest = { body: { query: '{ __typename }' }, headers: new Headers(), clientIp: '203.0.113.7' };
 */
export interface GraphqlRequest {
  readonly body: unknown;
  readonly headers: Headers;
  readonly clientIp?: string | undefined;
}

/**
 * What the host answers: an HTTP status, a JSON body and extra headers to send, if any
 * (`retry-after` on a 429).
 *
 * @example
 * const answer: HttpAnswer = { status: 429, body: { data: null, errors }, headers: { 'retry-after': '420' } };
 */
export interface HttpAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

interface Operation {
  readonly query: string;
  readonly variables: Record<string, unknown> | undefined;
  readonly operationName: string | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const operationOf = (body: unknown): Operation | null => {
  if (!isRecord(body) || typeof body.query !== 'string') return null;
  const { query, variables, operationName } = body;
  if (variables != null && !isRecord(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return { query, variables: variables ?? undefined, operationName: operationName ?? undefined };
};

/**
 * Answers one GraphQL request: a body without a query string is 400; the caller is identified
 * (401 `UnauthorizedException` without a verified token or the API key, as AppSync answers);
 * then graphql-js runs the operation against the bound schema, so variables are coerced and
 * validated and every answer obeys the schema and the client's selection set. Errors are
 * answered as graphql-js formats them, with their `extensions.code`; a RATE_LIMITED one makes
 * the answer HTTP 429 with `Retry-After`.
 *
 * @example
 * await executeGraphql(schema, deps, { body: { query: '{ __typename }' }, headers });
 */
export async function executeGraphql(
  schema: GraphQLSchema,
  deps: BackendDeps,
  request: GraphqlRequest,
): Promise<HttpAnswer> {
  const operation = operationOf(request.body);
  if (!operation) {
    return { status: 400, body: { errors: [{ message: 'Must provide query string.' }] } };
  }
  const caller = await identifyCaller(request.headers, {
    apiKey: deps.settings.apiKey,
    verifier: liveTokenVerifier(deps),
  });
  if (!caller) {
    return {
      status: 401,
      body: {
        errors: [
          {
            message: 'You are not authorized to make this call.',
            errorType: 'UnauthorizedException',
          },
        ],
      },
    };
  }
  const result = await graphql({
    schema,
    source: operation.query,
    variableValues: operation.variables,
    operationName: operation.operationName,
    contextValue: createRequestContext(deps, {
      caller,
      operationName: operation.operationName ?? '',
      clientIp: request.clientIp,
    }),
  });
  const data = result.data ?? null;
  return {
    ...httpStatusOf(result.errors),
    body: result.errors ? { data, errors: result.errors.map((error) => error.toJSON()) } : { data },
  };
}
