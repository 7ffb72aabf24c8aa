/**
 * The actions limited in storage-counted windows, each counted per one kind of subject
 * ({@link RATE_LIMIT_SUBJECTS}): code sends (ensureUserAndDispatchOTP) per network address;
 * orders (createOrder) per address, per shipping phone and per signed-in user; the user pool's
 * sign-in calls (InitiateAuth, RespondToAuthChallenge) per address and per phone; its other calls
 * (token refresh, sign-out, GetUser) per address.
 *
 * @example
 * const action: RateLimitedAction = 'otp-send';
 */
export type RateLimitedAction =
  | 'otp-send'
  | 'create-order'
  | 'create-order-phone'
  | 'create-order-user'
  | 'sign-in'
  | 'sign-in-phone'
  | 'user-pool';

/**
 * What an action is counted per: the caller's network (`ip`: IPv4 address or IPv6 /64, see
 * `networkKey`), a phone (`+91` and 10 digits) or a user id.
 *
 * @example
 * const subject: RateLimitSubject = 'phone';
 */
export type RateLimitSubject = 'ip' | 'phone' | 'user';

/** Which subject each action is counted per (the counter key is `action:subject:value`). */
export const RATE_LIMIT_SUBJECTS: Readonly<Record<RateLimitedAction, RateLimitSubject>> =
  Object.freeze({
    'otp-send': 'ip',
    'create-order': 'ip',
    'create-order-phone': 'phone',
    'create-order-user': 'user',
    'sign-in': 'ip',
    'sign-in-phone': 'phone',
    'user-pool': 'ip',
  });

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
 * Every limit (`BackendSettings.rateLimits`).
 *
 * @example
 * const limits: RateLimitSettings = { ...RATE_LIMITS, 'create-order': { max: 60, windowMs: 600_000 } };
 */
export type RateLimitSettings = Readonly<Record<RateLimitedAction, RateLimit>>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The default limits. Per-address limits are sized for carrier-grade NAT: many Indian mobile
 * shoppers (Jio, Airtel, Vi) reach the internet through one shared IPv4 address, so an address
 * is a crowd, not a person. They only stop floods; the limits per phone and per user, and the
 * phone's own code limits (a code per 30 s, 5 an hour: `OTP_LIMITS`), do the fine-grained work,
 * and the shop-wide SMS budget (`settings.smsHourlyBudget`) bounds what codes can cost.
 * - `otp-send`, 100 code requests per address per hour: 100 shoppers behind one carrier
 *   address each signing in once in an hour of a sale (or 20 phones at their full hourly cap),
 *   where the old 20 refused the 21st. SMS pumping from one address is held to 100 messages.
 * - `create-order`, 120 orders per address per 10 minutes: 12 a minute from one carrier
 *   address; a flood of orders (which hold stock) from one address stops there.
 * - `create-order-phone`, 20 orders per shipping phone per 10 minutes, and `create-order-user`,
 *   20 per signed-in user: a shopper places one or two, retries of one order (its idempotency
 *   key, up to 3 tries of the web app's client) count too, and a household may share a number.
 * - `sign-in`, 300 sign-in calls (InitiateAuth, RespondToAuthChallenge) per address per 10
 *   minutes: a sign-in is two or three calls, so ~100 shoppers at once behind one address.
 * - `sign-in-phone`, 30 sign-in calls per phone per 10 minutes: a code takes 5 answers at most,
 *   a phone gets 5 codes an hour; 30 leaves room for retries and nothing for scanning.
 * - `user-pool`, 600 other user-pool calls (token refreshes, sign-outs, GetUser) per address
 *   per 10 minutes: each signed-in shopper refreshes about once an hour.
 *
 * @example
 * RATE_LIMITS['otp-send']; // { max: 100, windowMs: 3_600_000 }
 */
export const RATE_LIMITS: RateLimitSettings = Object.freeze({
  'otp-send': Object.freeze({ max: 100, windowMs: HOUR }),
  'create-order': Object.freeze({ max: 120, windowMs: 10 * MINUTE }),
  'create-order-phone': Object.freeze({ max: 20, windowMs: 10 * MINUTE }),
  'create-order-user': Object.freeze({ max: 20, windowMs: 10 * MINUTE }),
  'sign-in': Object.freeze({ max: 300, windowMs: 10 * MINUTE }),
  'sign-in-phone': Object.freeze({ max: 30, windowMs: 10 * MINUTE }),
  'user-pool': Object.freeze({ max: 600, windowMs: 10 * MINUTE }),
});
