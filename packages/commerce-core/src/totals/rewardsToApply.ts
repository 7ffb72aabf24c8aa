import { usableRewards } from '../loyalty/usableRewards.js';
import { debitRuleFor, type LoyaltyPaymentType } from '../loyalty/loyaltyRuleFor.js';
import { asPaise, fromPaise, toPaise, type Paise } from '../money/paise.js';
import type { Maybe } from '../types/common.js';
import type { CartRewardsInput } from './cartTotalsTypes.js';

/**
 * Rewards (as paise) spent on an order: 0 unless the shopper chose to apply them; then
 * `usableRewards` under the enabled DEBIT_{PREPAID|COD|PPCOD}_ORDER rule for the method (no rule
 * means redemption is not configured, so 0).
 *
 * @example
 * rewardsToApply(asPaise(99900), 'PREPAID', { apply: true, balance: 50, rules: [{ event: 'DEBIT_PREPAID_ORDER', enabled: true, cashbackPercentage: 10 }] }); // 5000
 */
export function rewardsToApply(
  grandTotal: Paise,
  paymentType: LoyaltyPaymentType,
  rewards: Maybe<CartRewardsInput>,
): Paise {
  if (rewards?.apply !== true) return asPaise(0);
  const rule = debitRuleFor(rewards.rules, paymentType);
  const input = {
    totalAmount: fromPaise(grandTotal),
    paymentType,
    rule,
    balance: rewards.balance ?? 0,
  };
  return toPaise(usableRewards(input));
}
