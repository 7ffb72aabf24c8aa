import type { FollowOutcome } from '@haat/storefront-backend';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Tracking hints followed after the webhook was answered: one at a time per AWB (a hint that
 * arrives while its AWB is being followed makes one more round after it, however many arrive),
 * each outcome logged; `idle` resolves once nothing is being followed (tests, shutdown).
 *
 * @example
 * const hints = trackingHints((awb) => followTracking(deps, awb), app.log);
 * hints.hint('321055706540');
 */
export function trackingHints(
  follow: (awb: string) => Promise<FollowOutcome>,
  log: FastifyBaseLogger,
) {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();

  const once = async (awb: string) => {
    try {
      const outcome = await follow(awb);
      if (outcome.status === 'tracked') {
        const entry = { awb, stage: outcome.report.stage, moved: outcome.moved };
        if (outcome.refused) {
          log.warn({ ...entry, refused: outcome.refused }, 'courier tracking: a move was refused');
        } else {
          log.info(entry, 'courier tracking followed');
        }
      } else if (outcome.status === 'unavailable') {
        log.warn({ awb, message: outcome.message }, 'courier tracking: the API did not answer');
      } else {
        log.warn({ awb, outcome: outcome.status }, 'courier tracking hint ignored');
      }
    } catch (error) {
      log.error({ err: error, awb }, 'courier tracking hint failed');
    }
  };

  const run = (awb: string): Promise<void> =>
    once(awb).then(() => {
      if (again.delete(awb)) return run(awb);
      running.delete(awb);
      return undefined;
    });

  return {
    /** Follows the AWB's tracking soon (now, or once the round in progress ends). */
    hint(awb: string): void {
      if (running.has(awb)) {
        again.add(awb);
        return;
      }
      running.set(awb, run(awb));
    },
    /** Resolves when no hint is being followed. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}

/** Followed tracking hints (`trackingHints`). */
export type TrackingHints = ReturnType<typeof trackingHints>;
