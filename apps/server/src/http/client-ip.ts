import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/get-ip` → `{ ip }`: the caller's address (spec 7: visitor context). Behind a proxy
 * it is read from `X-Forwarded-For` only as far as `TRUST_PROXY` allows (fastify's `trustProxy`):
 * unset, the socket's peer address — a forged header changes nothing; a hop count N, the address
 * the Nth proxy from the server saw (what is written before it is ignored); `true`, the leftmost
 * entry, which the client writes unless the proxy overwrites the header (warned at start). The
 * same `request.ip` goes to the backend's rate limits, which count an IPv6 address by its /64
 * (storefront-backend `networkKey`): one subscriber holds a whole /64.
 *
 * @example
 * addClientIpRoute(app); // GET /api/get-ip → { "ip": "203.0.113.42" }
 */
export function addClientIpRoute(app: FastifyInstance): void {
  app.get('/api/get-ip', async (request, reply) => {
    return reply.header('cache-control', 'no-store').send({ ip: request.ip });
  });
}
