import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashback } from '../cashback.js';
import type { LoyaltyRuleEngine } from '../../types/loyalty.js';
import { hasAtMostTwoDecimals, rupees } from '../../__tests__/support/arbitraries.js';

const prepaid: LoyaltyRuleEngine = {
  event: 'CREDIT_PREPAID_ORDER',
  cashbackPercentage: 5,
  maxCashbackAllowed: 100,
  conditions: [
    {
      event: 'CREDIT_PREPAID_ORDER',
      attributes: [
        { key: 'totalAmount', operator: 'gte', value: '499' },
        { key: 'paymentType', operator: 'eq', value: 'PREPAID' },
      ],
    },
  ],
};

describe('cashback', () => {
  it.each([
    ['percentage of the total', 999.9, 'PREPAID', prepaid, undefined, 50],
    ['capped by maxCashbackAllowed', 5000, 'PREPAID', prepaid, undefined, 100],
    ['capped by the balance', 999.9, 'PREPAID', prepaid, 20.25, 20.25],
    ['zero balance', 999.9, 'PREPAID', prepaid, 0, 0],
    ['total below the condition', 498.99, 'PREPAID', prepaid, undefined, 0],
    ['other payment type', 999.9, 'COD', prepaid, undefined, 0],
    ['no rule', 999.9, 'PREPAID', null, undefined, 0],
    ['no conditions, no cap', 333.33, 'COD', { cashbackPercentage: 3 }, undefined, 10],
  ])('%s', (_name, totalAmount, paymentType, rule, balance, expected) => {
    expect(cashback({ totalAmount, paymentType, rule, balance })).toBe(expected);
  });

  it('stays within the cap and the balance, to the paisa', () => {
    fc.assert(
      fc.property(
        rupees(),
        rupees(10_000),
        fc.integer({ min: 0, max: 100 }),
        (totalAmount, balance, pct) => {
          const value = cashback({
            totalAmount,
            paymentType: 'PREPAID',
            rule: { cashbackPercentage: pct, maxCashbackAllowed: 75 },
            balance,
          });
          return value <= 75 && value <= balance && value >= 0 && hasAtMostTwoDecimals(value);
        },
      ),
    );
  });
});
