import { fromPaise, toPaise, type Paise } from '../money/paise.js';
import { percentOf } from '../money/percentOf.js';
import type { CashbackInput } from './cashback.js';
import { ruleConditionsHold } from './ruleConditionsHold.js';

const capBy = (
  amount: Paise,
  limit: number | null | undefined,
  toLimit: (limit: number) => Paise = toPaise,
): Paise => {
  if (limit == null || !(limit > 0)) return amount;
  const cap = toLimit(limit);
  return amount < cap ? amount : cap;
};

/**
 * Reward balance (rupees) a shopper may spend on an order under a DEBIT_* rule — our reading,
 * the spec leaves it open: 0 without a rule, when its conditions fail, or below its
 * minOrderValue; otherwise min(balance, total), further capped by cashbackPercentage of the total,
 * maxCashbackAllowed and maxDebitableCashbackPerMonth (each when above 0; the running monthly
 * total is the server's to enforce).
 *
 * @example
 * usableRewards({ totalAmount: 999, paymentType: 'PREPAID', rule: { event: 'DEBIT_PREPAID_ORDER', maxDebitableCashbackPerMonth: 150 }, balance: 400 }); // 150
 */
export function usableRewards(input: CashbackInput): number {
  const { rule } = input;
  const total = toPaise(input.totalAmount);
  if (rule == null || total <= 0 || !ruleConditionsHold(rule, input)) return 0;
  if (toPaise(rule.minOrderValue) > total) return 0;
  const balance = toPaise(Math.max(0, input.balance ?? 0));
  let amount = balance < total ? balance : total;
  amount = capBy(amount, rule.cashbackPercentage, (pct) => percentOf(total, pct));
  amount = capBy(amount, rule.maxCashbackAllowed);
  amount = capBy(amount, rule.maxDebitableCashbackPerMonth);
  return fromPaise(amount);
}
