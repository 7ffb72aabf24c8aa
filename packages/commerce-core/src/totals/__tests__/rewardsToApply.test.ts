import { describe, expect, it } from 'vitest';
import { rewardsToApply } from '../rewardsToApply.js';
import { asPaise } from '../../money/paise.js';

const rules = [
  {
    event: 'DEBIT_PREPAID_ORDER',
    enabled: true,
    cashbackPercentage: 20,
    maxDebitableCashbackPerMonth: 150,
  },
];

describe('rewardsToApply', () => {
  it.each([
    ['not asked', { balance: 400, rules }, 0],
    ['asked, capped by the rule', { apply: true, balance: 400, rules }, 15000],
    ['asked, capped by the balance', { apply: true, balance: 20.5, rules }, 2050],
    [
      'no DEBIT rule for the method',
      { apply: true, balance: 400, rules: [{ ...rules[0], event: 'DEBIT_COD_ORDER' }] },
      0,
    ],
    [
      'a DEBIT rule without `enabled` is off',
      { apply: true, balance: 400, rules: [{ ...rules[0], enabled: undefined }] },
      0,
    ],
    ['no balance', { apply: true, rules }, 0],
  ])('%s', (_name, rewards, expected) => {
    expect(rewardsToApply(asPaise(99900), 'PREPAID', rewards)).toBe(expected);
  });
});
