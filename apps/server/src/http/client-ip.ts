import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/get-ip` → `{ ip }`: the caller's address (spec 7: visitor context). Behind a proxy
 * it is read from `X-Forwarded-For` only as far as `TRUST_PROXY` allows (fastify's `trustProxy`):
 * unset, the socket's peer address — a forged header changes nothing.
 *
 * @example
 * addClientIpRoute(app); // GET /api/get-ip → { "ip": "203.0.113.42" }
 */
export function addClientIpRoute(app: FastifyInstance): void {
  app.get('/api/get-ip', async (request, reply) => {
    return reply.header('cache-control', 'no-store').send({ ip: request.ip });
  });
}
