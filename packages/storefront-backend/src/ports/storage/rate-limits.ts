/**
 * One counted attempt at a limited action: the counter's key (the action and who attempts it,
 * e.g. `otp-send:ip:203.0.113.7`), the window's length, how many attempts a window allows, and
 * the time.
 *
 * @example
 * const hit: RateLimitHit = { key: 'order:ip:203.0.113.7', windowMs: 600_000, max: 30, now };
 */
export interface RateLimitHit {
  readonly key: string;
  readonly windowMs: number;
  readonly max: number;
  readonly now: number;
}

/**
 * Whether an attempt is allowed: yes (with the attempts left in this window), or no, with the
 * time until the window ends and attempts are allowed again (at least 1 ms).
 *
 * @example
 * const refused: RateLimitOutcome = { allowed: false, retryAfterMs: 240_000 };
 */
export type RateLimitOutcome =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Attempt counters in fixed windows, kept in storage so that limits hold across server
 * processes. A key's window starts at its first attempt (or the first after its window ended)
 * and lasts `windowMs`; the first `max` attempts of a window are allowed, later ones refused
 * until it ends. Refused attempts are counted too, which changes nothing: the window does not
 * move. A fixed window lets at most `2 × max` attempts through in any `windowMs` (a burst at
 * the end of one window and the start of the next): cheap to keep (one row per key) and enough
 * against floods. Ended windows are deleted lazily, by later hits.
 *
 * SQL: `rate_limits(key PRIMARY KEY, window_start, hits, expires_at)`; `hit` is one statement
 * (`INSERT … ON CONFLICT (key) DO UPDATE SET hits = CASE WHEN expires_at <= now THEN 1 ELSE hits
 * + 1 END … RETURNING`), so N concurrent hits on one key are counted N times. Call it outside a
 * transaction: an attempt counts even when the work it guards fails.
 *
 * @example
 * const outcome = await repos.rateLimits.hit({ key, windowMs: 3_600_000, max: 20, now });
 * if (!outcome.allowed) refuse(outcome.retryAfterMs);
 */
export interface RateLimitsRepository {
  /** Counts one attempt on `key` and answers whether it is allowed. */
  hit(hit: RateLimitHit): Promise<RateLimitOutcome>;
}
