import type { RateLimitsRepository } from '../../ports/storage/rate-limits.js';
import { checkRateLimitHit, rateLimitOutcome } from '../../storage/rate-limit-outcome.js';
import type { Run } from '../draft.js';

/**
 * Rate-limit windows in the memory adapter: one row per key, counted under the adapter's mutex.
 * A hit that opens a new window also deletes every window that has ended (lazy clean-up).
 */
export function memoryRateLimits(run: Run): RateLimitsRepository {
  return {
    hit: (hit) =>
      run((draft) => {
        checkRateLimitHit(hit);
        const current = draft.read('rateLimits').get(hit.key);
        const live = current !== undefined && current.expiresAt > hit.now;
        const window = live
          ? { ...current, hits: current.hits + 1 }
          : { windowStart: hit.now, hits: 1, expiresAt: hit.now + hit.windowMs };
        const table = draft.write('rateLimits');
        if (!live) {
          for (const [key, row] of table) if (row.expiresAt <= hit.now) table.delete(key);
        }
        table.set(hit.key, window);
        return rateLimitOutcome(window, hit);
      }),
  };
}
