import { fromPaise, toPaise, type Paise } from '../money/paise.js';
import { percentOf } from '../money/percentOf.js';
import type { CashbackInput } from './cashback.js';
import { ruleConditionsHold } from './ruleConditionsHold.js';

/** `amount` capped by a limit in rupees; a missing or non-positive limit means no cap. */
const capBy = (amount: Paise, limit: number | null | undefined): Paise => {
  if (limit == null || !(limit > 0)) return amount;
  const cap = toPaise(limit);
  return amount < cap ? amount : cap;
};

/**
 * Reward balance (rupees) a shopper may spend on an order under a DEBIT_* rule (spec 9
 * "Cashback": "amount = percentage of total, capped at the maximum allowed and by the reward
 * balance"): cashbackPercentage of the total (one half-up rounding to the paisa), capped by the
 * balance, the total, maxCashbackAllowed and maxDebitableCashbackPerMonth (those two when above
 * 0; the running monthly total is the server's to enforce). 0 without a rule, when its
 * conditions fail, below its minOrderValue, and when the rule has no percentage (missing, 0 or
 * negative): no percentage means nothing usable, never the whole balance (issue 21).
 *
 * @example
 * usableRewards({ totalAmount: 999, paymentType: 'PREPAID', rule: { event: 'DEBIT_PREPAID_ORDER', cashbackPercentage: 20, maxDebitableCashbackPerMonth: 150 }, balance: 400 }); // 150
 * usableRewards({ totalAmount: 1000, paymentType: 'PREPAID', rule: { event: 'DEBIT_PREPAID_ORDER', cashbackPercentage: 0 }, balance: 300 }); // 0
 */
export function usableRewards(input: CashbackInput): number {
  const { rule } = input;
  const total = toPaise(input.totalAmount);
  if (rule == null || total <= 0 || !ruleConditionsHold(rule, input)) return 0;
  if (toPaise(rule.minOrderValue) > total) return 0;
  const percentage = rule.cashbackPercentage;
  if (percentage == null || !(percentage > 0)) return 0;
  const balance = toPaise(Math.max(0, input.balance ?? 0));
  // Above 100 % would let the share exceed the total: the total is the most an order can use.
  let amount = percentOf(total, Math.min(percentage, 100));
  amount = amount < balance ? amount : balance;
  amount = capBy(amount, rule.maxCashbackAllowed);
  amount = capBy(amount, rule.maxDebitableCashbackPerMonth);
  return fromPaise(amount);
}
