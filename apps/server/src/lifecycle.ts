import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './app.js';

export interface ShutdownOptions {
  /** How long requests in flight may take before the process gives up on them. */
  readonly graceMs: number;
  readonly exit?: (code: number) => void;
}

/**
 * Stops serving gracefully: `/readyz` turns 503, the listening socket closes (new connections
 * are refused), idle keep-alive connections close, requests in flight finish, then `exit(0)`.
 * If they are still running after `graceMs`, `exit(1)`. A second call does nothing.
 *
 * @example
 * await shutDown(app, lifecycle, { graceMs: 10_000 }, 'SIGTERM');
 */
export async function shutDown(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  options: ShutdownOptions,
  reason: string,
): Promise<void> {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  if (lifecycle.draining) return;
  lifecycle.draining = true;
  app.log.info({ reason }, 'shutting down: finishing the requests in flight');
  const deadline = setTimeout(() => {
    app.log.error({ graceMs: options.graceMs }, 'requests still running at the deadline');
    exit(1);
  }, options.graceMs);
  deadline.unref();
  try {
    await app.close();
    clearTimeout(deadline);
    app.log.info('stopped');
    exit(0);
  } catch (error) {
    clearTimeout(deadline);
    app.log.error({ err: error }, 'shutdown failed');
    exit(1);
  }
}

/**
 * `shutDown` on SIGTERM (what process managers and orchestrators send) and SIGINT (Ctrl-C).
 *
 * @example
 * closeOnSignals(app, lifecycle, { graceMs: config.shutdownGraceMs });
 */
export function closeOnSignals(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  options: ShutdownOptions,
): void {
  const stop = (signal: NodeJS.Signals) => void shutDown(app, lifecycle, options, signal);
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
