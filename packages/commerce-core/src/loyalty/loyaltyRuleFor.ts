import type { LoyaltyRuleEngine } from '../types/loyalty.js';
import type { Maybe } from '../types/common.js';

/**
 * Payment types loyalty rules are keyed by; `NONE` (no choice yet) is read as PREPAID.
 *
 * @example
 * const type: LoyaltyPaymentType = 'PPCOD';
 */
export type LoyaltyPaymentType = 'PREPAID' | 'COD' | 'PPCOD' | 'NONE';

// Money rules run only when switched on: a rule without `enabled` (or with anything but true)
// is off, in earning and in redeeming alike (issue 21), as a rule with an unknown operator is.
const find = (
  rules: Maybe<readonly LoyaltyRuleEngine[]>,
  event: string,
): LoyaltyRuleEngine | null =>
  (rules ?? []).find((rule) => rule.event === event && rule.enabled === true) ?? null;

const key = (type: LoyaltyPaymentType): string => (type === 'NONE' ? 'PREPAID' : type);

/**
 * The rule that credits cashback for an order paid this way: the first rule with event
 * CREDIT_PREPAID_ORDER / CREDIT_COD_ORDER / CREDIT_PPCOD_ORDER whose `enabled` is true (a
 * missing `enabled` is off). Feed it to `cashback` (without a balance) for the cashback the
 * order earns.
 *
 * @example
 * creditRuleFor([{ event: 'CREDIT_COD_ORDER', enabled: true }], 'COD'); // that rule
 */
export function creditRuleFor(
  rules: Maybe<readonly LoyaltyRuleEngine[]>,
  paymentType: LoyaltyPaymentType,
): LoyaltyRuleEngine | null {
  return find(rules, `CREDIT_${key(paymentType)}_ORDER`);
}

/**
 * The rule that lets the shopper spend rewards on an order paid this way: the first rule with
 * event DEBIT_PREPAID_ORDER / DEBIT_COD_ORDER / DEBIT_PPCOD_ORDER whose `enabled` is true (a
 * missing `enabled` is off). Feed it to `usableRewards` for how much of the balance the order
 * may use.
 *
 * @example
 * debitRuleFor([{ event: 'DEBIT_PREPAID_ORDER', enabled: true }], 'NONE'); // that rule
 * debitRuleFor([{ event: 'DEBIT_PREPAID_ORDER' }], 'PREPAID'); // null: not switched on
 */
export function debitRuleFor(
  rules: Maybe<readonly LoyaltyRuleEngine[]>,
  paymentType: LoyaltyPaymentType,
): LoyaltyRuleEngine | null {
  return find(rules, `DEBIT_${key(paymentType)}_ORDER`);
}
