import { STORE_ID } from './constants.js';
import type {
  LoyaltyCondition,
  LoyaltyEvent,
  LoyaltyRuleEngine,
} from '@haat/storefront-api/catalogue';

/** The usual rule conditions: order total at least `minimum`, paid by `paymentType`. */
function orderConditions(
  event: LoyaltyEvent,
  minimum: number,
  paymentType: 'PREPAID' | 'COD' | 'PPCOD',
): LoyaltyCondition[] {
  return [
    {
      event,
      attributes: [
        { key: 'totalAmount', operator: 'gte', value: String(minimum) },
        { key: 'paymentType', operator: 'eq', value: paymentType },
      ],
    },
  ];
}

/**
 * What each rule states itself. `enabled` has no default: money rules run only when switched on,
 * and a rule without `enabled` is off (commerce-core's rule pickers), so every rule says which.
 */
type RuleSeed = Pick<LoyaltyRuleEngine, 'event' | 'name' | 'description' | 'type' | 'enabled'> &
  Partial<LoyaltyRuleEngine>;

function rule(seed: RuleSeed): LoyaltyRuleEngine {
  return {
    id: `loy-${seed.event.toLowerCase().replaceAll('_', '-')}`,
    storeId: STORE_ID,
    minOrderValue: null,
    maxCashbackAllowed: null,
    cashbackPercentage: null,
    expirePeriodInDays: null,
    cashbackPoint: null,
    couponName: null,
    maxDebitableCashbackPerMonth: null,
    maxCreditableCashbackPerMonth: null,
    conditions: [],
    ...seed,
  };
}

/** Haat Rewards: cashback earned on orders and sign-up, spent on later orders. */
export const loyaltyRuleEngines: LoyaltyRuleEngine[] = [
  rule({
    event: 'CREDIT_PREPAID_ORDER',
    enabled: true,
    name: '5% cashback on prepaid orders',
    description: 'Earn 5% of the order value, up to ₹100, on prepaid orders of ₹499 and above.',
    type: 'CREDIT',
    minOrderValue: 499,
    cashbackPercentage: 5,
    maxCashbackAllowed: 100,
    expirePeriodInDays: 90,
    maxCreditableCashbackPerMonth: 500,
    conditions: orderConditions('CREDIT_PREPAID_ORDER', 499, 'PREPAID'),
  }),
  rule({
    event: 'CREDIT_COD_ORDER',
    enabled: true,
    name: '2% cashback on COD orders',
    description: 'Earn 2% of the order value, up to ₹50, on COD orders of ₹499 and above.',
    type: 'CREDIT',
    minOrderValue: 499,
    cashbackPercentage: 2,
    maxCashbackAllowed: 50,
    expirePeriodInDays: 60,
    maxCreditableCashbackPerMonth: 200,
    conditions: orderConditions('CREDIT_COD_ORDER', 499, 'COD'),
  }),
  rule({
    event: 'CREDIT_PPCOD_ORDER',
    enabled: true,
    name: '3% cashback on partial COD orders',
    description: 'Earn 3% of the order value, up to ₹75, on partial-COD orders of ₹499 and above.',
    type: 'CREDIT',
    minOrderValue: 499,
    cashbackPercentage: 3,
    maxCashbackAllowed: 75,
    expirePeriodInDays: 60,
    maxCreditableCashbackPerMonth: 300,
    conditions: orderConditions('CREDIT_PPCOD_ORDER', 499, 'PPCOD'),
  }),
  rule({
    event: 'CREDIT_USER_SIGNUP',
    enabled: true,
    name: '₹100 welcome cashback',
    description: 'Get ₹100 in Haat Rewards when you create an account.',
    type: 'CREDIT',
    cashbackPoint: 100,
    expirePeriodInDays: 30,
  }),
  rule({
    event: 'DEBIT_PREPAID_ORDER',
    enabled: true,
    name: 'Use rewards on prepaid orders',
    description:
      'Pay up to 20% of a prepaid order of ₹499 and above with Haat Rewards, at most ₹150 a month.',
    type: 'DEBIT',
    minOrderValue: 499,
    cashbackPercentage: 20,
    maxDebitableCashbackPerMonth: 150,
    conditions: orderConditions('DEBIT_PREPAID_ORDER', 499, 'PREPAID'),
  }),
  rule({
    event: 'DEBIT_COD_ORDER',
    enabled: true,
    name: 'Use rewards on COD orders',
    description:
      'Pay up to 10% of a COD order of ₹699 and above with Haat Rewards, at most ₹50 a month.',
    type: 'DEBIT',
    minOrderValue: 699,
    cashbackPercentage: 10,
    maxDebitableCashbackPerMonth: 50,
    conditions: orderConditions('DEBIT_COD_ORDER', 699, 'COD'),
  }),
  rule({
    event: 'DEBIT_PPCOD_ORDER',
    name: 'Use rewards on partial COD orders',
    description: 'Not offered at the moment.',
    type: 'DEBIT',
    enabled: false,
    maxDebitableCashbackPerMonth: 0,
  }),
];
