import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptSettingValue, SETTING_RANGES, settingRangeWords } from '../settingRanges.js';

describe('SETTING_RANGES', () => {
  it.each([
    ['COD_CHARGES', '49', '49'],
    ['COD_CHARGES', ' 49.50 ', '49.5'],
    ['COD_CHARGES', '49.999', null],
    ['COD_CHARGES', '10001', null],
    ['COD_CHARGES', '-1', null],
    ['COD_CHARGES', '', null],
    ['MAX_COD_AMOUNT', '1000000', '1000000'],
    ['PREPAID_DISCOUNT_PERCENT', '100', '100'],
    ['PREPAID_DISCOUNT_PERCENT', '5.5', null],
    ['BLOCK_INVENTORY', '10001', null],
    ['COD_ENABLED', 'true', 'true'],
    ['COD_ENABLED', 'yes', null],
    ['TIMER_COLOR', '#7A1F3D', '#7A1F3D'],
    ['TIMER_COLOR', '#fff', '#fff'],
    ['TIMER_COLOR', 'maroon', null],
    ['TIMER_TTILE', 'x'.repeat(80), 'x'.repeat(80)],
    ['TIMER_TTILE', 'x'.repeat(81), null],
    ['TIMER_START_TIME', '2026-11-01T00:00:00+05:30', '2026-11-01T00:00:00+05:30'],
    ['TIMER_START_TIME', '1 November', null],
  ] as const)('%s keeps %j as %j', (key, value, kept) => {
    expect(keptSettingValue(SETTING_RANGES[key], value)).toBe(kept);
  });

  it('words each range as staff read it', () => {
    expect(settingRangeWords(SETTING_RANGES.COD_CHARGES)).toBe(
      'an amount from ₹0 to ₹10,000 (at most 2 decimals)',
    );
    expect(settingRangeWords(SETTING_RANGES.PREPAID_DISCOUNT_PERCENT)).toBe(
      'a whole number from 0 to 100',
    );
    expect(settingRangeWords(SETTING_RANGES.TIMER_DESCRIPTION)).toBe(
      'text of at most 200 characters',
    );
  });

  it('keeps every amount in whole paise within range, and nothing outside it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 2_000_000 }), (paise) => {
        const kept = keptSettingValue(SETTING_RANGES.COD_CHARGES, String(paise / 100));
        const inRange = paise >= 0 && paise <= 1_000_000;
        expect(kept).toBe(inRange ? String(paise / 100) : null);
      }),
    );
  });
});
