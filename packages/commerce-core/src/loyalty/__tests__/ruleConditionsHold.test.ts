import { describe, expect, it } from 'vitest';
import { ruleConditionsHold } from '../ruleConditionsHold.js';
import type { LoyaltyAttribute } from '../../types/loyalty.js';

const facts = { totalAmount: 500, paymentType: 'PREPAID' };
const one = (attribute: LoyaltyAttribute) => ({ conditions: { attributes: [attribute] } });

describe('ruleConditionsHold', () => {
  it.each<[LoyaltyAttribute, boolean]>([
    [{ key: 'totalAmount', operator: 'eq', value: '500' }, true],
    [{ key: 'totalAmount', operator: 'ne', value: 500 }, false],
    [{ key: 'totalAmount', operator: 'gte', value: 500 }, true],
    [{ key: 'totalAmount', operator: 'gt', value: 500 }, false],
    [{ key: 'totalAmount', operator: 'lte', value: 499.99 }, false],
    [{ key: 'totalAmount', operator: 'lt', value: 500.01 }, true],
    [{ key: 'totalAmount', operator: 'gte', value: 'abc' }, false],
    [{ key: 'paymentType', operator: 'eq', value: 'prepaid' }, true],
    [{ key: 'paymentType', operator: 'eq', value: 'ONLINE' }, true],
    [{ key: 'paymentType', operator: 'ne', value: 'COD' }, true],
    [{ key: 'paymentType', operator: 'gte', value: 'COD' }, false],
    [{ key: 'userType', operator: 'eq', value: 'NEW' }, false],
    [{ key: 'totalAmount', operator: 'between', value: 1 }, false],
    [{ key: 'totalAmount', operator: 'eq', value: null }, false],
  ])('%j → %s', (attribute, expected) => {
    expect(ruleConditionsHold(one(attribute), facts)).toBe(expected);
  });

  it('holds without conditions and needs every condition of a list', () => {
    expect(ruleConditionsHold({}, facts)).toBe(true);
    expect(ruleConditionsHold({ conditions: [] }, facts)).toBe(true);
    const list = [
      { attributes: [{ key: 'totalAmount', operator: 'gte', value: 100 }] },
      { attributes: [{ key: 'paymentType', operator: 'eq', value: 'COD' }] },
    ];
    expect(ruleConditionsHold({ conditions: list }, facts)).toBe(false);
  });
});
