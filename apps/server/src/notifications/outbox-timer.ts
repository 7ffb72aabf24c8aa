import type { DispatchRound } from '@haat/storefront-backend';

/** Where the timer reports (pino's logger fits). */
export interface OutboxTimerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxTimerOptions {
  /** One dispatch round: `() => dispatchOutbox({ storage, clock, ids, senders })`. */
  readonly dispatch: () => Promise<DispatchRound>;
  /** The pause between rounds (a full round is followed by the next at once). */
  readonly intervalMs: number;
  /** How many messages a round claims (a round that claimed that many is full). */
  readonly limit: number;
  readonly log: OutboxTimerLog;
}

/** A running outbox timer. */
export interface OutboxTimer {
  /** Stops the timer and waits for a round in progress to end. */
  stop(): Promise<void>;
}

/**
 * Sends queued shopper messages on a timer — the server's one outbox dispatcher per process
 * (several processes claim different rows). Rounds never overlap; a round that claimed a full
 * batch is followed by the next at once, else after `intervalMs`. A failed round is logged and
 * the next runs as usual. Unref'd: it never keeps the process alive.
 *
 * @example
 * const outbox = startOutboxTimer({ dispatch: () => dispatchOutbox(deps), intervalMs: 5000,
 *   limit: DISPATCH_DEFAULTS.limit, log: logger });
 * app.addHook('onClose', () => outbox.stop());
 */
export function startOutboxTimer(options: OutboxTimerOptions): OutboxTimer {
  const { dispatch, intervalMs, limit, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const round = async (): Promise<boolean> => {
    try {
      const done = await dispatch();
      if (done.claimed > 0) log.info({ ...done }, 'outbox round');
      if (done.failed + done.unconfirmed > 0)
        log.warn({ ...done }, 'outbox messages need attention');
      return done.claimed >= limit;
    } catch (error) {
      log.error({ err: error }, 'outbox round failed');
      return false;
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = round().then((full) => {
        running = null;
        schedule(full ? 0 : intervalMs);
      });
    }, delay);
    timer.unref();
  };

  schedule(intervalMs);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
