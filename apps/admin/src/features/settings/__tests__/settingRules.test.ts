import { describe, expect, it } from 'vitest';
import { checkSetting, SETTING_RULES } from '../settingRules';

describe('SETTING_RULES', () => {
  it('covers every spec 3 store setting once, each with a one-line explanation', () => {
    const keys = SETTING_RULES.map((rule) => rule.key).sort();
    expect(keys).toEqual(
      [
        'ORDER_COUNT',
        'COD_CHARGES',
        'PREPAID_DISCOUNT_PERCENT',
        'MAX_COD_AMOUNT',
        'MIN_COD_AMOUNT',
        'MAX_PREPAID_DISCOUNT',
        'GUEST_CHECKOUT',
        'COD_ENABLED',
        'PREPAID_ENABLED',
        'TIMER_TTILE',
        'TIMER_DESCRIPTION',
        'TIMER_COLOR',
        'TIMER_BG_COLOR',
        'TIMER_START_TIME',
        'TIMER_END_TIME',
        'IS_DAILY_TIMER',
        'TIMER_ENABLED',
        'BLOCK_INVENTORY',
        'GOKWIK_ENABLED',
        'PPCOD_ENABLED',
        'PPCOD_AMOUNT',
      ].sort(),
    );
    for (const rule of SETTING_RULES) expect(rule.explanation).toMatch(/^[^\n]+\.$/);
  });
});

describe('checkSetting', () => {
  it.each([
    [{ kind: 'rupees', most: 10_000 }, '49', { value: '49', problem: null }],
    [{ kind: 'rupees', most: 10_000 }, '12000', { value: null, problem: 'At most ₹10,000.' }],
    [
      { kind: 'whole', most: 100 },
      '120',
      { value: null, problem: 'Enter a whole number of at most 100.' },
    ],
    [{ kind: 'colour' }, '#7a1f3d', { value: '#7A1F3D', problem: null }],
    [{ kind: 'colour' }, '#fff', { value: '#FFF', problem: null }],
    [
      { kind: 'colour' },
      'maroon',
      { value: null, problem: 'Enter a colour as #RRGGBB, e.g. #7A1F3D.' },
    ],
    [
      { kind: 'instant' },
      '2026-12-01T09:00',
      { value: '2026-12-01T09:00:00+05:30', problem: null },
    ],
    [
      { kind: 'text', mostLength: 5 },
      'Midnight',
      { value: null, problem: 'At most 5 characters (now 8).' },
    ],
  ] as const)('%o with %s', (rule, text, expected) => {
    expect(checkSetting(rule, text)).toEqual(expected);
  });
});
