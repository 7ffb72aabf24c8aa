import { describe, expect, it } from 'vitest';
import { usableRewards } from '../usableRewards.js';
import type { LoyaltyRuleEngine } from '../../types/loyalty.js';

const debit: LoyaltyRuleEngine = {
  event: 'DEBIT_PREPAID_ORDER',
  minOrderValue: 499,
  maxDebitableCashbackPerMonth: 150,
  conditions: [{ attributes: [{ key: 'paymentType', operator: 'eq', value: 'PREPAID' }] }],
};

describe('usableRewards', () => {
  it.each([
    ['capped by the monthly limit', 999, debit, 400, 150],
    ['capped by the balance', 999, debit, 99.5, 99.5],
    ['capped by the total', 520, { event: 'DEBIT_PREPAID_ORDER' }, 900, 520],
    ['capped by a percentage of the total', 1000, { cashbackPercentage: 10 }, 900, 100],
    ['capped by maxCashbackAllowed', 1000, { maxCashbackAllowed: 60 }, 900, 60],
    ['below minOrderValue', 498, debit, 400, 0],
    [
      'conditions fail',
      999,
      {
        ...debit,
        conditions: [{ attributes: [{ key: 'paymentType', operator: 'eq', value: 'COD' }] }],
      },
      400,
      0,
    ],
    ['no rule', 999, null, 400, 0],
    ['no balance', 999, debit, null, 0],
  ])('%s', (_name, totalAmount, rule, balance, expected) => {
    expect(usableRewards({ totalAmount, paymentType: 'PREPAID', rule, balance })).toBe(expected);
  });
});
