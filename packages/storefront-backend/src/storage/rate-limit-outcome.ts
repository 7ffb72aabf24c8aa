import type { RateLimitHit, RateLimitOutcome } from '../ports/storage/rate-limits.js';
import { wholeNumber } from './checks.js';

/**
 * Refuses a hit whose window or maximum is not a whole number of at least 1 (a programmer error,
 * reported the same way by every storage adapter before it counts anything).
 *
 * @example
 * checkRateLimitHit({ key: 'k', windowMs: 0, max: 5, now: 0 }); // throws RangeError
 */
export function checkRateLimitHit(hit: RateLimitHit): void {
  wholeNumber(hit.windowMs, 'A rate-limit window', 1);
  wholeNumber(hit.max, 'A rate-limit maximum', 1);
}

/**
 * The answer to a hit, from the key's window after counting it: allowed while its hits are at
 * most `max`, else refused until the window ends (at least 1 ms).
 *
 * @example
 * rateLimitOutcome({ windowStart: 0, hits: 6 }, { key: 'k', windowMs: 1000, max: 5, now: 400 });
 * // { allowed: false, retryAfterMs: 600 }
 */
export function rateLimitOutcome(
  window: { readonly windowStart: number; readonly hits: number },
  hit: RateLimitHit,
): RateLimitOutcome {
  if (window.hits <= hit.max) return { allowed: true, remaining: hit.max - window.hits };
  return { allowed: false, retryAfterMs: Math.max(1, window.windowStart + hit.windowMs - hit.now) };
}
