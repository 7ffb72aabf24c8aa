import { describe, expect, it } from 'vitest';
import { creditRuleFor, debitRuleFor } from '../loyaltyRuleFor.js';
import type { LoyaltyRuleEngine } from '../../types/loyalty.js';

const rules: LoyaltyRuleEngine[] = [
  { id: 'credit-prepaid-off', event: 'CREDIT_PREPAID_ORDER', enabled: false },
  { id: 'credit-prepaid', event: 'CREDIT_PREPAID_ORDER', enabled: true },
  { id: 'credit-cod', event: 'CREDIT_COD_ORDER' },
  { id: 'credit-ppcod', event: 'CREDIT_PPCOD_ORDER' },
  { id: 'debit-prepaid', event: 'DEBIT_PREPAID_ORDER' },
  { id: 'debit-ppcod', event: 'DEBIT_PPCOD_ORDER', enabled: false },
];

describe('creditRuleFor', () => {
  it.each([
    ['PREPAID', 'credit-prepaid'],
    ['NONE', 'credit-prepaid'],
    ['COD', 'credit-cod'],
    ['PPCOD', 'credit-ppcod'],
  ] as const)('%s → %s', (type, id) => {
    expect(creditRuleFor(rules, type)?.id).toBe(id);
  });

  it('finds nothing without rules', () => {
    expect(creditRuleFor(null, 'COD')).toBeNull();
  });
});

describe('debitRuleFor', () => {
  it.each([
    ['PREPAID', 'debit-prepaid'],
    ['COD', null],
    ['PPCOD', null],
  ] as const)('%s → %s', (type, id) => {
    expect(debitRuleFor(rules, type)?.id ?? null).toBe(id);
  });
});
