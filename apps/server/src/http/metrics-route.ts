import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/**
 * Who may read `/metrics`: those presenting `token` as a bearer token, or, with no token,
 * everyone who can reach the listener (only the metrics port, which listens on loopback unless
 * told otherwise and then needs a token: see `loadConfig`).
 *
 * @example
 * const access: MetricsAccess = { token: config.metrics.token };
 */
export interface MetricsAccess {
  readonly token: string | null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `Authorization` is `Bearer <token>`, compared in constant time (as hashes). */
function presentsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Adds `GET /metrics`: the registry in Prometheus's text format, not cached, to callers with
 * `access.token` as their bearer token (401 `Unauthorized` otherwise, with
 * `WWW-Authenticate: Bearer`); with no token, to every caller of this listener.
 *
 * @example
 * addMetricsRoute(app, metrics, { token: config.metrics.token });
 */
export function addMetricsRoute(app: FastifyInstance, metrics: Metrics, access: MetricsAccess) {
  app.get('/metrics', async (request, reply) => {
    const { token } = access;
    if (token !== null && !presentsToken(request.headers.authorization, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Unauthorized');
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/**
 * Serves `/metrics` alone on its own listener (`METRICS_PORT` on `METRICS_HOST`, loopback by
 * default), so the shop's port need not answer it: a scraper on the same machine or network
 * reads it there. Resolves the listening instance; close it when the server closes.
 *
 * @example
 * const scrape = await startMetricsServer(metrics, { host: '127.0.0.1', port: 9464, token: null });
 * app.addHook('onClose', () => scrape.close());
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: MetricsAccess & { readonly host: string; readonly port: number },
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  addMetricsRoute(app, metrics, options);
  await app.listen({ host: options.host, port: options.port });
  return app;
}
