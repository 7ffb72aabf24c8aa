import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../logging/redact.js';

/** The header a request id arrives in (from a proxy or the client) and is echoed in. */
export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's `x-request-id` when it is a plausible id (≤ 128 letters,
 * digits and `._:-`, so it cannot forge log lines), else a new UUID.
 *
 * @example
 * requestIdOf(request); // 'b7c4…' or the incoming x-request-id
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * One structured log line per request when its answer is sent (method, path with secret query
 * values redacted, status, duration, client address; the request id is bound to the line as
 * `requestId`), and the id echoed in the `x-request-id` response header.
 *
 * @example
 * const app = Fastify({ loggerInstance: log, genReqId: requestIdOf, logController });
 * addRequestLog(app);
 */
export function addRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        ip: request.ip,
      },
      'request',
    );
  });
}
