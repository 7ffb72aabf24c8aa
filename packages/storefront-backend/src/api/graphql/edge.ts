import type { ExecutionResult, GraphQLError, GraphQLSchema, ValidationRule } from 'graphql';
import type { CallerPolicy } from '../callers.js';
import type { EdgeLog, EdgeRequest, HttpAnswer } from '../http.js';
import { httpStatusOf } from './http-status.js';
import { GRAPHQL_LIMITS, limitRules, type GraphqlLimits } from './limits.js';
import { publicError } from './public-errors.js';
import { publicReads } from './public-reads.js';
import { readGraphqlRequest, tooLarge, type GraphqlOperation } from './read-request.js';

/**
 * What a host's executor is handed: the operation the edge read and the resolvers' context it
 * built for the identified caller.
 *
 * @example
 * const execute: GraphqlExecutor<RequestContext> = async ({ operation, context }) => ({ result: await run(operation, context) });
 */
export interface GraphqlCall<TContext> {
  readonly operation: GraphqlOperation;
  readonly context: TContext;
}

/**
 * What a host's executor did with an operation: the execution result (`data`, and `errors` as
 * thrown), or the GraphQL errors that refused the request before execution (syntax, validation
 * with the edge's `validationRules`, variables that do not fit their types).
 *
 * @example
 * const refused: GraphqlExecution = { refused: validate(schema, document, rules) };
 */
export type GraphqlExecution =
  { readonly result: ExecutionResult } | { readonly refused: readonly GraphQLError[] };

/**
 * The only thing that differs between hosts for a GraphQL request: how the operation is parsed,
 * validated and run against the edge's schema (the mock host: graphql-js; the server: mercurius
 * with graphql-jit and a document cache). It parses with the edge's `parseOptions` and validates
 * with graphql-js's standard rules plus the edge's `validationRules`.
 *
 * @example
 * const answer = await edge.handle(request, graphqlJsExecutor(edge));
 */
export type GraphqlExecutor<TContext> = (call: GraphqlCall<TContext>) => Promise<GraphqlExecution>;

/** A request the edge has read and whose caller it accepted, ready for the host's executor. */
export interface PreparedGraphql<TContext> extends GraphqlCall<TContext> {
  /** Non-null when the answer may be kept and served to any caller asking the same (see `keep`). */
  readonly cacheKey: string | null;
  readonly requestId: string;
  readonly log?: EdgeLog | undefined;
}

/** The edge's answer; `keep`: the host may keep it under the request's `cacheKey`. */
export interface GraphqlAnswer extends HttpAnswer {
  readonly keep: boolean;
}

/**
 * How one GraphQL API is served (the storefront's now; the staff-only admin API next): its
 * schema with resolvers bound, who may call it, the resolvers' context for an accepted caller,
 * its limits, whether introspection is allowed, and which reads may be kept (none when absent).
 *
 * @example
 * createGraphqlEdge({ schema, callers: storefrontCallers(deps), context: ({ caller }) => ({ caller }), introspection: false });
 */
export interface GraphqlEdgeOptions<TCaller, TContext> {
  readonly schema: GraphQLSchema;
  readonly callers: CallerPolicy<TCaller>;
  readonly context: (call: {
    readonly caller: TCaller;
    readonly operationName: string;
    readonly clientIp: string | null;
    readonly requestId: string;
  }) => TContext;
  readonly limits?: GraphqlLimits | undefined;
  readonly introspection: boolean;
  /** The `extensions.code`s resolvers' refusals are shown with (default: the storefront's). */
  readonly errorCodes?: ReadonlySet<string> | undefined;
  readonly publicReads?:
    | {
        /** Root fields whose answers are the same for every public caller. */
        readonly fields: ReadonlySet<string>;
        /** Whether this caller is a public one (the storefront: anonymous, with the API key). */
        readonly public: (caller: TCaller) => boolean;
      }
    | undefined;
}

/**
 * THE door of one GraphQL API, the same for every host: everything about a request is decided
 * here, and the host only runs the operation (`execute`) and sends the answer.
 *
 * @example
 * const answer = await edge.handle({ body, headers, clientIp, requestId, log }, execute);
 * reply.code(answer.status).headers(answer.headers ?? {}).send(answer.body);
 */
export interface GraphqlEdge<TContext> {
  readonly schema: GraphQLSchema;
  readonly limits: GraphqlLimits;
  /** Added by the executor to graphql-js's standard rules (limits; introspection when refused). */
  readonly validationRules: readonly ValidationRule[];
  /** What the executor parses with (the token limit). */
  readonly parseOptions: { readonly maxTokens: number };
  /** The answer to a body over `limits.bodyBytes`, for hosts that stop reading it early. */
  readonly tooLarge: HttpAnswer;
  /**
   * Reads the request and identifies its caller: an answer when the request is refused (413,
   * 415, 400, 401), else the operation with its context and, for a public read, the key its
   * answer may be kept by (a host with an answer cache looks it up before executing).
   */
  prepare(request: EdgeRequest): Promise<PreparedGraphql<TContext> | HttpAnswer>;
  /**
   * Runs a prepared operation with the host's executor and answers: 400 with the errors that
   * refused it before execution; else `data` and the errors masked (`publicError`), 429 with
   * `Retry-After` when a rate limit refused it (`httpStatusOf`), 200 otherwise.
   */
  run(
    prepared: PreparedGraphql<TContext>,
    execute: GraphqlExecutor<TContext>,
  ): Promise<GraphqlAnswer>;
  /** `prepare` then `run`, for hosts that keep no answers. */
  handle(request: EdgeRequest, execute: GraphqlExecutor<TContext>): Promise<HttpAnswer>;
}

/** AppSync's answer to a call it does not authorise (spec 6: API key or user-pool token). */
const UNAUTHORIZED: HttpAnswer = {
  status: 401,
  body: {
    errors: [
      { message: 'You are not authorized to make this call.', errorType: 'UnauthorizedException' },
    ],
  },
};

/**
 * Whether `prepare` accepted the request (else it is the answer to send).
 *
 * @example
 * const prepared = await edge.prepare(request);
 * if (!isPrepared(prepared)) return send(prepared);
 */
export const isPrepared = <TContext>(
  value: PreparedGraphql<TContext> | HttpAnswer,
): value is PreparedGraphql<TContext> => 'operation' in value;

/**
 * Builds the edge of one GraphQL API (see {@link GraphqlEdge}).
 *
 * @example
 * const edge = createGraphqlEdge({ schema, callers: storefrontCallers(deps), context, introspection: false,
 *   publicReads: { fields: STOREFRONT_PUBLIC_READS, public: (caller) => caller.kind === 'anonymous' } });
 */
export function createGraphqlEdge<TCaller, TContext>(
  options: GraphqlEdgeOptions<TCaller, TContext>,
): GraphqlEdge<TContext> {
  const limits = options.limits ?? GRAPHQL_LIMITS;
  const reads = options.publicReads
    ? { ...options.publicReads, decide: publicReads(options.publicReads.fields, limits.tokens) }
    : null;

  const prepare = async (request: EdgeRequest): Promise<PreparedGraphql<TContext> | HttpAnswer> => {
    const operation = readGraphqlRequest(request.body, request.headers.get('content-type'), limits);
    if (!('query' in operation)) return operation;
    const caller = await options.callers.identify(request.headers);
    if (caller === null) return UNAUTHORIZED;
    const keepable =
      reads !== null &&
      reads.public(caller) &&
      reads.decide.isPublicRead(operation.query, operation.operationName);
    const context = options.context({
      caller,
      operationName: operation.operationName ?? '',
      clientIp: request.clientIp ?? null,
      requestId: request.requestId,
    });
    return {
      operation,
      context,
      cacheKey: keepable ? reads.decide.keyOf(operation) : null,
      requestId: request.requestId,
      log: request.log,
    };
  };

  const run = async (
    prepared: PreparedGraphql<TContext>,
    execute: GraphqlExecutor<TContext>,
  ): Promise<GraphqlAnswer> => {
    const execution = await execute(prepared);
    if ('refused' in execution) {
      const errors = execution.refused.map(({ message, locations }) => ({
        message,
        ...(locations ? { locations } : {}),
      }));
      return { status: 400, body: { errors }, keep: false };
    }
    const { data = null, errors } = execution.result;
    if (!errors || errors.length === 0) {
      return { status: 200, body: { data }, keep: prepared.cacheKey !== null };
    }
    const shown = errors.map((error) => publicError(error, prepared, options.errorCodes));
    return { ...httpStatusOf(shown), body: { data, errors: shown }, keep: false };
  };

  return {
    schema: options.schema,
    limits,
    validationRules: limitRules(limits, { introspection: options.introspection }),
    parseOptions: { maxTokens: limits.tokens },
    tooLarge: tooLarge(limits),
    prepare,
    run,
    async handle(request, execute) {
      const prepared = await prepare(request);
      if (!isPrepared(prepared)) return prepared;
      const { keep: _keep, ...answer } = await run(prepared, execute);
      return answer;
    },
  };
}
