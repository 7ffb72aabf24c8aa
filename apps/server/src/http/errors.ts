import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * Answers errors no route handled. The client's mistakes (4xx: a body over the limit, bad JSON)
 * keep their status and message; anything else is logged with its stack and the request id and
 * answered as a generic 500 that names the request id, never the error's own message.
 *
 * @example
 * addErrorHandler(app); // a throwing handler now answers { message: 'Internal Server Error', requestId }
 */
export function addErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error', requestId: request.id });
  });
}
