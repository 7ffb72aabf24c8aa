import type { Run } from './executor.js';

/**
 * At most `limit` heavy catalogue reads (listings, aggregates, search candidates) of this
 * process in the database at once; the rest wait here, in order. A shopper's light query (a pin
 * code, a product by id, an order) never waits behind more than `limit` of them: on PGlite (one
 * connection, statements in turn) it is queued behind at most those, and each heavy read yields
 * to the event loop before it starts so that incoming requests are read between them where
 * PGlite runs on the caller's thread (tools, tests; the server gives it a thread of its own);
 * on PostgreSQL the pool keeps connections free for it.
 *
 * @example
 * const heavy = heavyReads(read, 2);
 * await heavy((tx) => tx.execute(aggregatesStatement));
 */
export function heavyReads(run: Run, limit: number): Run {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return async (operation) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      // Let the event loop poll first: where PGlite runs on this thread, heavy reads handing
      // the turn on from promise to promise would otherwise run back to back, leaving a
      // shopper's request unread on its socket until the whole attack ends.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await run(operation);
    } finally {
      release();
    }
  };
}
