import { toPaise } from '../money/paise.js';
import type { LoyaltyAttribute, LoyaltyCondition, LoyaltyRuleEngine } from '../types/loyalty.js';

/**
 * Facts a loyalty condition can test (spec 9): the order total in rupees and the payment type.
 *
 * @example
 * const facts: LoyaltyFacts = { totalAmount: 799, paymentType: 'PREPAID' };
 */
export interface LoyaltyFacts {
  readonly totalAmount: number;
  readonly paymentType: string;
}

const normalType = (value: string): string => {
  const upper = value.trim().toUpperCase();
  return upper === 'ONLINE' ? 'PREPAID' : upper;
};

const compare = (operator: string, a: number, b: number): boolean =>
  (operator === 'eq' && a === b) ||
  (operator === 'ne' && a !== b) ||
  (operator === 'gte' && a >= b) ||
  (operator === 'lte' && a <= b) ||
  (operator === 'gt' && a > b) ||
  (operator === 'lt' && a < b);

const isList = (
  value: LoyaltyCondition | readonly LoyaltyCondition[],
): value is readonly LoyaltyCondition[] => Array.isArray(value);

function attributeHolds(attribute: LoyaltyAttribute, facts: LoyaltyFacts): boolean {
  const operator = attribute.operator ?? '';
  const value = attribute.value;
  if (value == null) return false;
  if (attribute.key === 'totalAmount') {
    const limit = Number(value);
    return Number.isFinite(limit) && compare(operator, toPaise(facts.totalAmount), toPaise(limit));
  }
  if (attribute.key === 'paymentType' && (operator === 'eq' || operator === 'ne')) {
    return (normalType(String(value)) === normalType(facts.paymentType)) === (operator === 'eq');
  }
  return false;
}

/**
 * Whether every attribute test of a rule's conditions holds (operators eq, gte, lte, gt, lt, ne
 * on `totalAmount` — compared in paise — and eq / ne on `paymentType`, where ONLINE means
 * PREPAID). A rule without conditions holds; a test on any other key, an unknown operator or
 * a missing value does not (fail closed: money is never credited on a test we cannot check).
 *
 * @example
 * ruleConditionsHold({ conditions: { attributes: [{ key: 'totalAmount', operator: 'gte', value: 500 }] } }, { totalAmount: 600, paymentType: 'COD' }); // true
 */
export function ruleConditionsHold(
  rule: Pick<LoyaltyRuleEngine, 'conditions'>,
  facts: LoyaltyFacts,
): boolean {
  const conditions = rule.conditions;
  if (conditions == null) return true;
  const list: readonly LoyaltyCondition[] = isList(conditions) ? conditions : [conditions];
  return list.every((condition) =>
    (condition.attributes ?? []).every((attribute) => attributeHolds(attribute, facts)),
  );
}
