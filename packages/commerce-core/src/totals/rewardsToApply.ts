import { cashback } from '../loyalty/cashback.js';
import { debitRuleFor, type LoyaltyPaymentType } from '../loyalty/loyaltyRuleFor.js';
import { fromPaise, toPaise, asPaise, type Paise } from '../money/paise.js';
import type { Maybe } from '../types/common.js';
import type { CartRewardsInput } from './cartTotalsTypes.js';

const loyaltyType = (method: string): LoyaltyPaymentType =>
  method === 'COD' || method === 'PPCOD' ? method : 'PREPAID';

/**
 * Reward points (rupees, as paise) spent on an order: 0 unless the shopper chose to apply them
 * and the store has an enabled DEBIT_{PREPAID|COD|PPCOD}_ORDER rule for the method (no rule →
 * redemption is not configured → 0). With a rule, it is `cashback` of that rule on the grand
 * total: cashbackPercentage of the total, capped by maxCashbackAllowed and by the balance.
 *
 * @example
 * rewardsToApply(asPaise(100000), 'PREPAID', { apply: true, balance: 50, rules: [{ event: 'DEBIT_PREPAID_ORDER', cashbackPercentage: 10 }] }); // 5000
 */
export function rewardsToApply(
  grandTotal: Paise,
  method: string,
  rewards: Maybe<CartRewardsInput>,
): Paise {
  if (rewards?.apply !== true) return asPaise(0);
  const paymentType = loyaltyType(method);
  const rule = debitRuleFor(rewards.rules, paymentType);
  if (rule === null) return asPaise(0);
  const balance = Math.max(0, rewards.balance ?? 0);
  return toPaise(cashback({ totalAmount: fromPaise(grandTotal), paymentType, rule, balance }));
}
