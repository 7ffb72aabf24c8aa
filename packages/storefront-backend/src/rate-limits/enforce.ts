import type { BackendDeps } from '../deps.js';
import { apiError } from '../errors.js';
import { observe } from '../events.js';
import { waitText } from '../otp/limits.js';
import { RATE_LIMITS, type RateLimitedAction } from './limits.js';

/** What each limited action is called in the refusal's message. */
const REFUSALS: Readonly<Record<RateLimitedAction, string>> = {
  'otp-send': 'Too many code requests from your network.',
  'create-order': 'Too many orders from your network.',
};

/**
 * Counts one attempt at `action` from the caller's network address (`settings.rateLimits`, else
 * {@link RATE_LIMITS}) and refuses it past the limit, before any work is done: RATE_LIMITED
 * "Too many orders from your network. Please try again in 7 minutes." with
 * `extensions.retryAfterSeconds` (the GraphQL layer answers HTTP 429 with `Retry-After`). A
 * request without an address (a host that does not know it) is not limited.
 *
 * @example
 * await enforceRateLimit(context.deps, 'create-order', context.clientIp, context.now);
 */
export async function enforceRateLimit(
  deps: BackendDeps,
  action: RateLimitedAction,
  clientIp: string | null,
  now: number,
): Promise<void> {
  if (clientIp === null) return;
  const limit = (deps.settings.rateLimits ?? RATE_LIMITS)[action];
  const outcome = await deps.storage.repos.rateLimits.hit({
    key: `${action}:ip:${clientIp}`,
    ...limit,
    now,
  });
  if (outcome.allowed) return;
  observe(deps, { type: 'rate-limited', action });
  throw apiError(
    'RATE_LIMITED',
    `${REFUSALS[action]} Please try again in ${waitText(outcome.retryAfterMs)}.`,
    { retryAfterSeconds: Math.ceil(outcome.retryAfterMs / 1000) },
  );
}
