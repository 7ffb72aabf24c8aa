import type { BackendDeps } from '../deps.js';
import { observe } from '../events.js';

/** The shop's default ceiling on one-time codes sent by SMS in one clock hour. */
export const DEFAULT_SMS_HOURLY_BUDGET = 500;

const HOUR = 60 * 60_000;

/**
 * Whether the shop may send one more code by SMS this clock hour: yes with what is left, or no
 * with the time until the next hour.
 *
 * @example
 * const spent: SmsBudgetSpend = { allowed: false, remaining: 0, retryAfterMs: 720_000 };
 */
export interface SmsBudgetSpend {
  readonly allowed: boolean;
  readonly remaining: number;
  readonly retryAfterMs: number;
}

/**
 * Counts one SMS against the shop-wide hourly budget (`settings.smsHourlyBudget`, else
 * {@link DEFAULT_SMS_HOURLY_BUDGET}): one storage counter per clock hour
 * (`repos.rateLimits.hit` on `sms-budget:shop:<hour start>`), so every process of the shop
 * counts together and the budget is never more than that many messages in any clock hour.
 * Tells the observer the outcome and what is left (the host's metrics: sent, refused, remaining).
 *
 * @example
 * const spent = await spendSmsBudget(deps, now);
 * if (!spent.allowed) refuse(spent.retryAfterMs);
 */
export async function spendSmsBudget(deps: BackendDeps, now: number): Promise<SmsBudgetSpend> {
  const budget = deps.settings.smsHourlyBudget ?? DEFAULT_SMS_HOURLY_BUDGET;
  const hourStart = now - (now % HOUR);
  const hourEndsAt = hourStart + HOUR;
  const outcome = await deps.storage.repos.rateLimits.hit({
    key: `sms-budget:shop:${hourStart}`,
    max: budget,
    windowMs: HOUR,
    now,
  });
  const remaining = outcome.allowed ? outcome.remaining : 0;
  observe(deps, { type: 'sms-budget', allowed: outcome.allowed, remaining, budget, hourEndsAt });
  return { allowed: outcome.allowed, remaining, retryAfterMs: hourEndsAt - now };
}
