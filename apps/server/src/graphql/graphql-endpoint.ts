import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isPrepared,
  type GraphqlEdge,
  type GraphqlExecutor,
  type HttpAnswer,
} from '@haat/storefront-backend';
import { headerView } from '../shop/headers.js';
import type { AnswerCache } from './answer-cache.js';
import { mercuriusExecutor } from './mercurius-executor.js';
import { noteOperationName } from './operation-label.js';
import { sendAnswer } from './send-answer.js';

export interface GraphqlEndpointOptions {
  /** The API's edge (the storefront backend's `graphqlEdge`): it decides everything but execution. */
  readonly edge: GraphqlEdge<object>;
  /** Where public reads the edge calls keepable are kept (`createAnswerCache`); absent: none. */
  readonly answers?: AnswerCache | undefined;
  /** The route (default `/graphql`; a second API, such as the staff's, takes its own). */
  readonly path?: string | undefined;
  /**
   * The executor (default mercurius + graphql-jit, which one app holds once: a second API passes
   * another, e.g. the backend's `graphqlJsExecutor(edge)`).
   */
  readonly execute?: GraphqlExecutor<object> | undefined;
}

/** Sends an answer of the edge as it is (refusals are small: never compressed). */
const send = (reply: FastifyReply, answer: HttpAnswer): FastifyReply =>
  reply
    .code(answer.status)
    .headers(answer.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(answer.body));

/**
 * `POST /graphql` (or `options.path`) on fastify + mercurius (chosen by measurement, see the README): documents
 * parsed and validated once per query text (LRU of 512) and compiled with graphql-jit from their
 * second use. Everything else is the edge's: the body's text (read as text whatever its content
 * type, at most the edge's `limits.bodyBytes`: past it, the edge's 413 before anything is
 * parsed), the caller, the limits, error masking (logged through the request's logger, under
 * its request id) and which answers may be kept. Answers of 1 KB and more are compressed when
 * the caller accepts brotli or gzip (`sendAnswer`). With `options.answers`, an answer the edge
 * calls keepable (an anonymous public catalogue read without errors) is kept serialized and
 * answered again from memory before execution, until the cache is invalidated (the request log
 * line and metrics are written all the same).
 *
 * @example
 * await registerGraphqlEndpoint(app, { edge: backend.graphqlEdge, answers });
 */
export async function registerGraphqlEndpoint(
  app: FastifyInstance,
  options: GraphqlEndpointOptions,
): Promise<void> {
  const { edge, answers, path = '/graphql' } = options;
  const execute = options.execute ?? (await mercuriusExecutor(app, edge));

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const prepared = await edge.prepare({
      body: typeof request.body === 'string' ? request.body : '',
      headers: headerView(request.headers),
      clientIp: request.ip,
      requestId: request.id,
      log: request.log,
    });
    if (!isPrepared(prepared)) return send(reply, prepared);
    noteOperationName(request, prepared.operation.operationName ?? '');
    const key = prepared.cacheKey;
    const kept = answers && key !== null ? answers.answer(key) : undefined;
    if (kept !== undefined) return sendAnswer(request, reply, kept);
    const stamp = answers?.stamp();
    const result = await edge.run(prepared, execute);
    const bytes = Buffer.from(JSON.stringify(result.body));
    if (result.keep && answers && key !== null && stamp !== undefined) {
      answers.keep(key, bytes, stamp);
    }
    reply.code(result.status).headers(result.headers ?? {});
    return sendAnswer(request, reply, bytes);
  };

  // Its own scope: the body arrives as text, whatever its content type, for the edge to read.
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: edge.limits.bodyBytes },
      (_request, body, parsed) => parsed(null, body),
    );
    scope.post(path, {
      handler: answer,
      // The body limit stops reading early; the caller gets the edge's own answer for it.
      errorHandler: (error, _request, reply) => {
        if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        void send(reply, edge.tooLarge);
      },
    });
    done();
  });
}
