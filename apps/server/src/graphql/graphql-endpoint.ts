import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { httpStatusOf, type TokenVerifier } from '@haat/storefront-backend';
import type { AnswerCache } from './answer-cache.js';
import { identifyCaller, type Caller } from './caller.js';
import { GRAPHQL_BODY_LIMIT_BYTES, GRAPHQL_LIMITS, limitRules } from './limits.js';
import { publicError } from './public-errors.js';
import { isPublicRead, publicReadKey } from './public-reads.js';
import { sendAnswer } from './send-answer.js';

export interface GraphqlEndpointOptions {
  /** The storefront contract (`buildStorefrontSchema()` or its SDL). */
  readonly schema: GraphQLSchema | string;
  readonly resolvers?: IResolvers;
  readonly apiKey: string;
  readonly verifier: TokenVerifier;
  /**
   * The resolvers' context for one request whose caller is identified (the backend's
   * `requestContext`); `requestId` is added to it.
   */
  readonly context: (request: GraphqlCall) => object;
  /** Where anonymous public catalogue reads are kept (`createAnswerCache`); absent: none. */
  readonly answers?: AnswerCache | undefined;
}

/** One authenticated GraphQL request, as the context factory sees it. */
export interface GraphqlCall {
  readonly request: FastifyRequest;
  readonly caller: Caller;
  readonly operationName: string;
}

declare module 'mercurius' {
  /** What every resolver's context holds, beside what `options.context` builds. */
  interface MercuriusContext {
    readonly requestId: string;
  }
}

/** The resolvers' context: the request id and whatever `options.context` builds. */
export type GraphqlContext = MercuriusContext;

interface GraphqlBody {
  readonly query: string;
  readonly variables: Record<string, unknown> | null;
  readonly operationName: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request body as one GraphQL request, or the reason it is not one. */
function readBody(body: unknown): GraphqlBody | string {
  if (!isRecord(body) || typeof body['query'] !== 'string') {
    return 'A GraphQL request is a JSON object with a "query" string.';
  }
  const { query, variables = null, operationName = null } = body;
  if (query.length > GRAPHQL_LIMITS.queryLength) {
    return `The query is longer than ${GRAPHQL_LIMITS.queryLength} characters.`;
  }
  if (variables !== null && !isRecord(variables)) return '"variables" must be an object.';
  if (operationName !== null && typeof operationName !== 'string') {
    return '"operationName" must be a string.';
  }
  return { query, variables, operationName };
}

/** mercurius also accepts a JSON-encoded AST as "query": the contract only takes GraphQL text. */
const isJson = (query: string): boolean => {
  try {
    JSON.parse(query);
    return true;
  } catch {
    return false;
  }
};

/** mercurius's validation failure: `statusCode` 400 and the GraphQL errors. */
const validationErrorsOf = (error: unknown): readonly GraphQLError[] | null => {
  if (!isRecord(error) || error['statusCode'] !== 400 || !Array.isArray(error['errors']))
    return null;
  return error['errors'] as GraphQLError[];
};

/** Whether an execution result carries GraphQL errors (such an answer is never kept). */
const hasErrors = (result: unknown): boolean =>
  !isRecord(result) || (Array.isArray(result['errors']) && result['errors'].length > 0);

/**
 * `POST /graphql`, the storefront contract, on fastify + mercurius (chosen by measurement, see
 * the README): documents parsed and validated once per query text (LRU of 512) and compiled
 * with graphql-jit from their second use. Limits: a body of at most 100 KB (else 413), the
 * query-shape limits of `GRAPHQL_LIMITS` (else 400 with the limit's message). Every request
 * is authenticated first (`identifyCaller`; 401 `UnauthorizedException` when refused).
 * Execution errors answer 200 with `data` and `errors` (see `publicError`). Answers of 1 KB and
 * more are compressed when the caller accepts brotli or gzip (`sendAnswer`). With
 * `options.answers`, an anonymous public catalogue read (`isPublicRead`) answered without errors
 * is kept serialized and answered again from memory, before parsing and execution, until the
 * cache is invalidated (the request log line and metrics are written all the same).
 *
 * @example
 * await registerGraphqlEndpoint(app, { schema: buildStorefrontSchema(), resolvers, apiKey, verifier });
 */
export async function registerGraphqlEndpoint(
  app: FastifyInstance,
  options: GraphqlEndpointOptions,
): Promise<void> {
  await app.register(mercurius, {
    schema: options.schema,
    ...(options.resolvers ? { resolvers: options.resolvers } : {}),
    routes: false,
    jit: 1,
    cache: 512,
    validationRules: limitRules(),
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    errorFormatter: (execution, context) => {
      const { request } = context.reply;
      const errors = execution.errors.map((error) => publicError(error, request.log, request.id));
      // 429 with Retry-After when a limit refused the request, as the backend's own executor.
      const { status, headers } = httpStatusOf(errors);
      if (headers) void context.reply.headers(headers);
      return { statusCode: status, response: { data: execution.data ?? null, errors } };
    },
  });

  app.post('/graphql', { bodyLimit: GRAPHQL_BODY_LIMIT_BYTES }, async (request, reply) => {
    const caller = await identifyCaller(request.headers, options);
    if (caller.kind === 'refused') {
      return reply
        .code(401)
        .send({ errors: [{ message: caller.message, errorType: 'UnauthorizedException' }] });
    }
    const body = readBody(request.body);
    if (typeof body === 'string') return reply.code(400).send({ errors: [{ message: body }] });
    // Only anonymous public reads are kept, so a kept answer needs no further check.
    const { answers } = options;
    const key = answers && caller.kind === 'anonymous' ? publicReadKey(body) : null;
    const answer = key === null ? undefined : answers?.answer(key);
    if (answer !== undefined) return sendAnswer(request, reply, answer);
    if (isJson(body.query)) {
      return reply
        .code(400)
        .send({ errors: [{ message: 'Syntax Error: the query must be GraphQL text.' }] });
    }
    const kept =
      answers && key !== null && isPublicRead(body.query, body.operationName)
        ? { cache: answers, key }
        : null;
    const stamp = kept?.cache.stamp();
    const context = {
      ...options.context({ request, caller, operationName: body.operationName ?? '' }),
      requestId: request.id,
    };
    try {
      const result: unknown = await reply.graphql(
        body.query,
        context,
        body.variables ?? undefined,
        body.operationName ?? undefined,
      );
      const answer = Buffer.from(JSON.stringify(result));
      if (kept && stamp !== undefined && reply.statusCode === 200 && !hasErrors(result)) {
        kept.cache.keep(kept.key, answer, stamp);
      }
      return await sendAnswer(request, reply, answer);
    } catch (error) {
      const errors = validationErrorsOf(error);
      if (!errors) throw error;
      return reply.code(400).send({
        data: null,
        errors: errors.map((e) => ({
          message: e.message,
          ...(e.locations ? { locations: e.locations } : {}),
        })),
      });
    }
  });
}
