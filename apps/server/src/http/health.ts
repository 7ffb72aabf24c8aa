import type { FastifyInstance } from 'fastify';

/** How long `/readyz` waits for the database before answering not ready. */
export const READY_TIMEOUT_MS = 2000;

export interface HealthOptions {
  /** Whether the database answers (true) — a quick query, bounded by `READY_TIMEOUT_MS`. */
  readonly ready: () => Promise<boolean>;
  /** True once shutdown has begun: the load balancer should stop sending requests. */
  readonly draining: () => boolean;
}

const withTimeout = (check: Promise<boolean>, ms: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([check.catch(() => false), late]).finally(() => clearTimeout(timer));
};

/**
 * `GET /healthz`: the process is up (200 `{ status: 'ok' }`). `GET /readyz`: it can serve —
 * the database answered within 2 s and no shutdown has begun (200 `{ status: 'ready' }`), else
 * 503 `{ status: 'unavailable' }` or `{ status: 'draining' }`. Neither is cached.
 *
 * @example
 * addHealthRoutes(app, { ready: () => storage.ping(), draining: () => shutdown.started });
 */
export function addHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  app.get('/healthz', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (options.draining()) return reply.code(503).send({ status: 'draining' });
    const ready = await withTimeout(options.ready(), READY_TIMEOUT_MS);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable' });
  });
}
