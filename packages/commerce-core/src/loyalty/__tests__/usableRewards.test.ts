import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usableRewards } from '../usableRewards.js';
import { computeCartTotals } from '../../totals/computeCartTotals.js';
import { percentOf } from '../../money/percentOf.js';
import { toPaise } from '../../money/paise.js';
import type { LoyaltyRuleEngine } from '../../types/loyalty.js';
import { rupees } from '../../__tests__/support/arbitraries.js';

const debit: LoyaltyRuleEngine = {
  event: 'DEBIT_PREPAID_ORDER',
  enabled: true,
  minOrderValue: 499,
  cashbackPercentage: 20,
  maxDebitableCashbackPerMonth: 150,
  conditions: [{ attributes: [{ key: 'paymentType', operator: 'eq', value: 'PREPAID' }] }],
};

describe('usableRewards', () => {
  // Spec 9 "Cashback": amount = percentage of total, capped at the maximum allowed and by the
  // reward balance.
  it.each([
    ['capped by the monthly limit', 999, debit, 400, 150],
    ['capped by the balance', 999, debit, 99.5, 99.5],
    ['a percentage of the total', 520, debit, 900, 104],
    ['capped by a percentage of the total', 1000, { cashbackPercentage: 10 }, 900, 100],
    [
      'capped by maxCashbackAllowed',
      1000,
      { cashbackPercentage: 50, maxCashbackAllowed: 60 },
      900,
      60,
    ],
    ['never above the total', 520, { cashbackPercentage: 250 }, 900, 520],
    ['one rounding, half-up to the paisa', 333.33, { cashbackPercentage: 15 }, 900, 50],
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
    // Issue 21: a rule without a percentage makes nothing usable, never the whole balance.
    ['percentage 0', 1000, { ...debit, cashbackPercentage: 0, maxCashbackAllowed: 500 }, 300, 0],
    ['percentage missing', 1000, { event: 'DEBIT_PREPAID_ORDER', enabled: true }, 300, 0],
    ['percentage null', 1000, { ...debit, cashbackPercentage: null }, 300, 0],
    ['percentage negative', 1000, { ...debit, cashbackPercentage: -5 }, 300, 0],
  ])('%s', (_name, totalAmount, rule, balance, expected) => {
    expect(usableRewards({ totalAmount, paymentType: 'PREPAID', rule, balance })).toBe(expected);
  });

  it("applies nothing in the issue's cart: ₹1,000 prepaid, ₹300 balance, cashbackPercentage 0", () => {
    const totals = computeCartTotals({
      items: [{ id: 'p', price: 1000, qty: 1 }],
      paymentMethod: 'PREPAID',
      rewards: {
        balance: 300,
        apply: true,
        rules: [
          {
            event: 'DEBIT_PREPAID_ORDER',
            enabled: true,
            cashbackPercentage: 0,
            maxCashbackAllowed: 500,
          },
        ],
      },
    });
    expect(totals.rewardsApplied).toBe(0);
    expect(totals.amountPayable).toBe(1000);
  });

  it('never uses more than percentage × total, the balance, the total or a cap; nothing without a percentage', () => {
    fc.assert(
      fc.property(
        rupees(),
        rupees(100_000),
        fc.option(fc.oneof(fc.integer({ min: -10, max: 120 }), fc.constantFrom(0.5, 12.5)), {
          nil: null,
        }),
        fc.option(fc.constantFrom(0, 60, 150.5), { nil: null }),
        (totalAmount, balance, cashbackPercentage, maxCashbackAllowed) => {
          const rule = { enabled: true, cashbackPercentage, maxCashbackAllowed };
          const used = toPaise(
            usableRewards({ totalAmount, paymentType: 'PREPAID', rule, balance }),
          );
          const total = toPaise(totalAmount);
          if (cashbackPercentage === null || cashbackPercentage <= 0) return used === 0;
          const share = percentOf(total, Math.min(cashbackPercentage, 100));
          const cap = maxCashbackAllowed ? toPaise(maxCashbackAllowed) : Infinity;
          return (
            used >= 0 &&
            used <= share &&
            used <= toPaise(balance) &&
            used <= total &&
            used <= cap &&
            used === Math.min(share, toPaise(balance), cap)
          );
        },
      ),
    );
  });
});
