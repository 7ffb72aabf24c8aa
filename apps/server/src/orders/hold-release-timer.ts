/** Where the timer reports: what it released, and sweeps that failed (pino's logger fits). */
export interface HoldReleaseLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface HoldReleaseTimerOptions {
  /** One sweep, answering how many orders it cancelled: `() => releaseExpiredHolds(deps)`. */
  readonly release: () => Promise<number>;
  /** The pause between the end of one sweep and the start of the next. */
  readonly intervalMs: number;
  readonly log: HoldReleaseLog;
  /**
   * What the log lines say when a sweep changed something and when one failed (default: lapsed
   * payment holds). The same timer sweeps lapsed review uploads (`sweepReviewUploads`).
   */
  readonly messages?: { readonly done: string; readonly failed: string };
}

/** A running hold-release timer. */
export interface HoldReleaseTimer {
  /** Stops the timer and waits for a sweep in progress to end; later calls do nothing more. */
  stop(): Promise<void>;
}

/**
 * Releases lapsed payment holds on a timer: `release` runs `intervalMs` after the timer starts
 * and again `intervalMs` after each sweep ends, so two sweeps never overlap. A sweep that fails
 * is logged and the next one runs as usual; the process never crashes for it. The timer is
 * unref'd (it never keeps the process alive); stop it when the server closes.
 *
 * @example
 * const holds = startHoldReleaseTimer({ release: () => releaseExpiredHolds(deps),
 *   intervalMs: config.holdReleaseIntervalMs, log: logger });
 * app.addHook('onClose', () => holds.stop());
 */
export function startHoldReleaseTimer(options: HoldReleaseTimerOptions): HoldReleaseTimer {
  const { release, intervalMs, log } = options;
  const messages = options.messages ?? {
    done: 'released lapsed payment holds',
    failed: 'releasing lapsed payment holds failed',
  };
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<void> | null = null;
  let stopped = false;

  const sweep = async () => {
    try {
      const released = await release();
      if (released > 0) log.info({ released }, messages.done);
    } catch (error) {
      log.error({ err: error }, messages.failed);
    }
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      sweeping = sweep().then(() => {
        sweeping = null;
        schedule();
      });
    }, intervalMs);
    timer.unref();
  };

  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await sweeping;
    },
  };
}
