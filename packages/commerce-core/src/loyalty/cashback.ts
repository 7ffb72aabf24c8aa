import { fromPaise, toPaise, type Paise } from '../money/paise.js';
import { percentOf } from '../money/percentOf.js';
import type { Maybe } from '../types/common.js';
import type { LoyaltyRuleEngine } from '../types/loyalty.js';
import { ruleConditionsHold } from './ruleConditionsHold.js';

/**
 * Input of `cashback`: order total (rupees), payment type, the rule, and the shopper's reward
 * balance (rupees; omit it to leave the result uncapped by a balance).
 *
 * @example
 * const input: CashbackInput = { totalAmount: 1000, paymentType: 'PREPAID', rule: null };
 */
export interface CashbackInput {
  readonly totalAmount: number;
  readonly paymentType: string;
  readonly rule: Maybe<LoyaltyRuleEngine>;
  readonly balance?: Maybe<number>;
}

const cap = (amount: Paise, limit: Paise): Paise => (amount < limit ? amount : limit);

/**
 * Cashback (spec 9): cashbackPercentage of the total (one half-up rounding to the paisa),
 * capped by maxCashbackAllowed (when above 0) and by the balance (when given), and 0 unless the
 * rule's conditions hold (`ruleConditionsHold`). Only what the issue lists is applied: the rule's
 * `enabled` is the rule pickers' (`creditRuleFor` picks only rules whose `enabled` is true) and
 * `minOrderValue` the conditions'.
 *
 * @example
 * cashback({ totalAmount: 1000, paymentType: 'PREPAID', rule: { cashbackPercentage: 5, maxCashbackAllowed: 40 }, balance: 100 }); // 40
 */
export function cashback(input: CashbackInput): number {
  const { rule } = input;
  const total = toPaise(input.totalAmount);
  if (rule == null || total <= 0 || !ruleConditionsHold(rule, input)) return 0;
  let amount = percentOf(total, rule.cashbackPercentage ?? 0);
  const max = rule.maxCashbackAllowed;
  if (max != null && max > 0) amount = cap(amount, toPaise(max));
  if (input.balance != null) amount = cap(amount, toPaise(Math.max(0, input.balance)));
  return fromPaise(Math.max(0, amount));
}
