import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditRuleFor, debitRuleFor, type LoyaltyPaymentType } from '../loyaltyRuleFor.js';
import type { LoyaltyRuleEngine } from '../../types/loyalty.js';

const rules: LoyaltyRuleEngine[] = [
  { id: 'credit-prepaid-off', event: 'CREDIT_PREPAID_ORDER', enabled: false },
  { id: 'credit-prepaid', event: 'CREDIT_PREPAID_ORDER', enabled: true },
  { id: 'credit-cod-unset', event: 'CREDIT_COD_ORDER' },
  { id: 'credit-cod', event: 'CREDIT_COD_ORDER', enabled: true },
  { id: 'credit-ppcod', event: 'CREDIT_PPCOD_ORDER', enabled: null },
  { id: 'debit-prepaid', event: 'DEBIT_PREPAID_ORDER', enabled: true },
  { id: 'debit-cod', event: 'DEBIT_COD_ORDER' },
  { id: 'debit-ppcod', event: 'DEBIT_PPCOD_ORDER', enabled: false },
];

describe('creditRuleFor', () => {
  it.each([
    ['PREPAID', 'credit-prepaid'],
    ['NONE', 'credit-prepaid'],
    ['COD', 'credit-cod'],
    ['PPCOD', null],
  ] as const)('%s → %s', (type, id) => {
    expect(creditRuleFor(rules, type)?.id ?? null).toBe(id);
  });

  it('finds nothing without rules', () => {
    expect(creditRuleFor(null, 'COD')).toBeNull();
  });
});

describe('debitRuleFor', () => {
  it('picks only rules switched on: a missing, null or false `enabled` is off', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('PREPAID', 'COD', 'PPCOD', 'NONE') as fc.Arbitrary<LoyaltyPaymentType>,
        fc.array(
          fc.record(
            {
              event: fc.constantFrom(
                'CREDIT_PREPAID_ORDER',
                'CREDIT_COD_ORDER',
                'DEBIT_PREPAID_ORDER',
                'DEBIT_COD_ORDER',
                'DEBIT_PPCOD_ORDER',
              ),
              enabled: fc.constantFrom(true, false, null, undefined),
            },
            { requiredKeys: ['event'] },
          ),
          { maxLength: 6 },
        ),
        (type, list) =>
          [creditRuleFor(list, type), debitRuleFor(list, type)].every(
            (picked) => picked === null || picked.enabled === true,
          ),
      ),
    );
  });

  it.each([
    ['PREPAID', 'debit-prepaid'],
    ['NONE', 'debit-prepaid'],
    ['COD', null],
    ['PPCOD', null],
  ] as const)('%s → %s', (type, id) => {
    expect(debitRuleFor(rules, type)?.id ?? null).toBe(id);
  });
});
