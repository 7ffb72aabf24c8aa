import type { SettingKey } from '@haat/storefront-api/catalogue';
import {
  keptSettingValue,
  SETTING_RANGES,
  settingRangeWords,
  type SettingRange,
} from '@haat/commerce-core';

// Every setting the contract names has a range in commerce-core's one table (a type check).
const RANGES: Readonly<Record<SettingKey, SettingRange>> = SETTING_RANGES;

/**
 * Spec 3's store settings, by key.
 *
 * @example
 * SETTING_KEYS.includes('COD_CHARGES'); // true
 */
export const SETTING_KEYS = Object.keys(RANGES) as readonly SettingKey[];

/**
 * A setting's value as kept, or the refusal naming the key and its range (commerce-core's
 * `SETTING_RANGES`, the table the staff console checks too).
 *
 * @example
 * settingValue('COD_CHARGES', '20000'); // { ok: false, message: 'COD_CHARGES must be an amount from ₹0 to ₹10,000 (at most 2 decimals).' }
 */
export function settingValue(
  key: SettingKey,
  value: string,
):
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string } {
  const range = RANGES[key];
  const kept = keptSettingValue(range, value);
  return kept === null
    ? { ok: false, message: `${key} must be ${settingRangeWords(range)}.` }
    : { ok: true, value: kept };
}

/**
 * The rules between settings, over the values in force after a change: the COD minimum not
 * above a COD maximum that is set, the timer not ending before it starts. Answers the refusal,
 * or null.
 *
 * @example
 * settingsConflict(new Map([['MIN_COD_AMOUNT', '600'], ['MAX_COD_AMOUNT', '500']]));
 * // 'MIN_COD_AMOUNT (600) must not be more than MAX_COD_AMOUNT (500).'
 */
export function settingsConflict(values: ReadonlyMap<string, string>): string | null {
  const min = Number(values.get('MIN_COD_AMOUNT') ?? 0);
  const max = Number(values.get('MAX_COD_AMOUNT') ?? 0);
  if (max > 0 && min > max) {
    return `MIN_COD_AMOUNT (${min}) must not be more than MAX_COD_AMOUNT (${max}).`;
  }
  const start = Date.parse(values.get('TIMER_START_TIME') ?? '');
  const end = Date.parse(values.get('TIMER_END_TIME') ?? '');
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) {
    return 'TIMER_END_TIME must be after TIMER_START_TIME.';
  }
  return null;
}
