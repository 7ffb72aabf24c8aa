/**
 * The actions limited per network address: one-time-code sends (ensureUserAndDispatchOTP) and
 * order placement (createOrder).
 *
 * @example
 * const action: RateLimitedAction = 'otp-send';
 */
export type RateLimitedAction = 'otp-send' | 'create-order';

/**
 * One limit: at most `max` attempts in a fixed window of `windowMs`.
 *
 * @example
 * const limit: RateLimit = { max: 20, windowMs: 3_600_000 };
 */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * Every per-address limit (`BackendSettings.rateLimits`).
 *
 * @example
 * const limits: RateLimitSettings = { ...RATE_LIMITS, 'create-order': { max: 60, windowMs: 600_000 } };
 */
export type RateLimitSettings = Readonly<Record<RateLimitedAction, RateLimit>>;

/**
 * The default per-address limits.
 * - `otp-send`: 20 code requests per hour from one address. The phone's own limits (a code per
 *   30 s, 5 per hour: `OTP_LIMITS`) stop one phone being flooded; this stops one address sending
 *   codes to many phones (SMS pumping costs money per message). 20 is four phones at their full
 *   hourly cap, room for a family or office behind one address; mobile carriers' shared (CGNAT)
 *   addresses are why it is not lower.
 * - `create-order`: 30 orders per 10 minutes from one address. A shopper places one or two; an
 *   order reserves stock (an unpaid one for up to 25 minutes), so a flood of orders could hold a
 *   product's whole stock away from everyone else. Retries of one order (its idempotency key)
 *   count too, which 30 leaves room for.
 *
 * @example
 * RATE_LIMITS['otp-send']; // { max: 20, windowMs: 3_600_000 }
 */
export const RATE_LIMITS: RateLimitSettings = Object.freeze({
  'otp-send': Object.freeze({ max: 20, windowMs: 60 * 60_000 }),
  'create-order': Object.freeze({ max: 30, windowMs: 10 * 60_000 }),
});
