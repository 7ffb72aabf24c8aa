import type { BackendDeps } from '../deps.js';
import { apiError } from '../errors.js';
import { observe } from '../events.js';
import { waitText } from '../otp/limits.js';
import type { RateLimitOutcome } from '../ports/storage/rate-limits.js';
import { RATE_LIMIT_SUBJECTS, RATE_LIMITS, type RateLimitedAction } from './limits.js';
import { networkKey } from './network-key.js';

/** What each GraphQL action is called in the refusal's message. */
const REFUSALS: Readonly<Partial<Record<RateLimitedAction, string>>> = {
  'otp-send': 'Too many code requests from your network.',
  'create-order': 'Too many orders from your network.',
  'create-order-phone': 'Too many orders for this phone number.',
  'create-order-user': 'Too many orders from your account.',
};

/**
 * A refusal by a limit: the action and how long until it is allowed again.
 *
 * @example
 * const refusal: RateLimitRefusal = { action: 'sign-in', retryAfterMs: 240_000 };
 */
export interface RateLimitRefusal {
  readonly action: RateLimitedAction;
  readonly retryAfterMs: number;
}

/**
 * Counts one attempt at `action` by `subject` (a network address, a phone or a user id, as
 * `RATE_LIMIT_SUBJECTS` says; an address counts as its network, see `networkKey`) in storage
 * (`repos.rateLimits.hit`, so limits hold across processes), with `settings.rateLimits` over
 * {@link RATE_LIMITS}. Answers the refusal past the limit (and tells the observer), else null. A
 * null subject (a host that does not know the address) is not limited.
 *
 * @example
 * const refusal = await countAttempt(deps, 'sign-in', clientIp, now);
 */
export async function countAttempt(
  deps: BackendDeps,
  action: RateLimitedAction,
  subject: string | null,
  now: number,
): Promise<RateLimitRefusal | null> {
  if (subject === null) return null;
  const kind = RATE_LIMIT_SUBJECTS[action];
  const value = kind === 'ip' ? networkKey(subject) : subject;
  const limit = deps.settings.rateLimits?.[action] ?? RATE_LIMITS[action];
  const outcome: RateLimitOutcome = await deps.storage.repos.rateLimits.hit({
    key: `${action}:${kind}:${value}`,
    ...limit,
    now,
  });
  if (outcome.allowed) return null;
  observe(deps, { type: 'rate-limited', action });
  return { action, retryAfterMs: outcome.retryAfterMs };
}

/**
 * {@link countAttempt} for a GraphQL operation, refusing before any work is done: RATE_LIMITED
 * "Too many orders from your network. Please try again in 7 minutes." with
 * `extensions.retryAfterSeconds` (the GraphQL layer answers HTTP 429 with `Retry-After`).
 *
 * @example
 * await enforceRateLimit(context.deps, 'create-order', context.clientIp, context.now);
 */
export async function enforceRateLimit(
  deps: BackendDeps,
  action: RateLimitedAction,
  subject: string | null,
  now: number,
): Promise<void> {
  const refusal = await countAttempt(deps, action, subject, now);
  if (!refusal) return;
  throw apiError(
    'RATE_LIMITED',
    `${REFUSALS[action] ?? 'Too many requests.'} Please try again in ${waitText(refusal.retryAfterMs)}.`,
    { retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000) },
  );
}
