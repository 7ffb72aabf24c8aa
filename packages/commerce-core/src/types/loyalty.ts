import type { Loose, Maybe } from './common.js';

/**
 * Loyalty events (spec 3).
 *
 * @example
 * const event: LoyaltyEvent = 'CREDIT_PREPAID_ORDER';
 */
export type LoyaltyEvent =
  | 'CREDIT_PREPAID_ORDER'
  | 'CREDIT_COD_ORDER'
  | 'CREDIT_PPCOD_ORDER'
  | 'CREDIT_USER_SIGNUP'
  | 'CREDIT_COUPON'
  | 'CREDIT_USER_CONSTRAINS'
  | 'DEBIT_PREPAID_ORDER'
  | 'DEBIT_COD_ORDER'
  | 'DEBIT_PPCOD_ORDER'
  | 'DEBIT_ORDER_CANCELLED'
  | 'DEBIT_EXPIRED'
  | 'DEBIT_USER_CONSTRAINS';

/**
 * Condition operators (spec 3).
 *
 * @example
 * const op: LoyaltyOperator = 'gte';
 */
export type LoyaltyOperator = 'eq' | 'gte' | 'lte' | 'gt' | 'lt' | 'ne';

/**
 * One attribute test of a rule condition, e.g. `totalAmount gte 500`.
 *
 * @example
 * const test: LoyaltyAttribute = { key: 'paymentType', operator: 'eq', value: 'PREPAID' };
 */
export interface LoyaltyAttribute {
  readonly key?: Maybe<string>;
  readonly operator?: Maybe<Loose<LoyaltyOperator>>;
  readonly value?: Maybe<string | number>;
}

/**
 * A rule condition: an event and attribute tests, all of which must hold.
 *
 * @example
 * const when: LoyaltyCondition = { event: 'CREDIT_PREPAID_ORDER', attributes: [{ key: 'totalAmount', operator: 'gte', value: 500 }] };
 */
export interface LoyaltyCondition {
  readonly event?: Maybe<string>;
  readonly attributes?: Maybe<readonly LoyaltyAttribute[]>;
}

/**
 * Loyalty rule engine (spec 3). `conditions` may be one condition or a list of them.
 *
 * @example
 * const rule: LoyaltyRuleEngine = { id: 'r1', event: 'CREDIT_PREPAID_ORDER', enabled: true, cashbackPercentage: 5, maxCashbackAllowed: 100 };
 */
export interface LoyaltyRuleEngine {
  readonly id?: Maybe<string>;
  readonly storeId?: Maybe<string>;
  readonly name?: Maybe<string>;
  readonly description?: Maybe<string>;
  readonly event?: Maybe<Loose<LoyaltyEvent>>;
  readonly enabled?: Maybe<boolean>;
  readonly type?: Maybe<string>;
  readonly minOrderValue?: Maybe<number>;
  readonly maxCashbackAllowed?: Maybe<number>;
  readonly cashbackPercentage?: Maybe<number>;
  readonly expirePeriodInDays?: Maybe<number>;
  readonly cashbackPoint?: Maybe<number>;
  readonly couponName?: Maybe<string>;
  readonly maxDebitableCashbackPerMonth?: Maybe<number>;
  readonly maxCreditableCashbackPerMonth?: Maybe<number>;
  readonly conditions?: Maybe<LoyaltyCondition | readonly LoyaltyCondition[]>;
}
