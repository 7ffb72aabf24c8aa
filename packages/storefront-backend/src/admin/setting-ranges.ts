import type { SettingKey } from '@haat/storefront-api/catalogue';
import { fromPaise, toPaise } from '@haat/commerce-core';

/**
 * What a spec 3 setting's value may be, and how staff are told: a check answering the value
 * as kept (a string, as the API sends settings) or null when out of range, and the range's
 * words for the refusal.
 */
interface SettingRange {
  readonly check: (value: string) => string | null;
  readonly words: string;
}

const rupees = (most: number): SettingRange => ({
  check: (value) => {
    const n = Number(value.trim());
    if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > most) return null;
    return fromPaise(toPaise(n)) === n ? String(n) : null;
  },
  words: `an amount in rupees from 0 to ${most} (at most 2 decimals)`,
});

const whole = (most: number): SettingRange => ({
  check: (value) => {
    const n = Number(value.trim());
    return value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= most ? String(n) : null;
  },
  words: `a whole number from 0 to ${most}`,
});

const FLAG: SettingRange = {
  check: (value) => (value === 'true' || value === 'false' ? value : null),
  words: 'true or false',
};

const text = (most: number): SettingRange => ({
  check: (value) => (value.trim().length <= most ? value.trim() : null),
  words: `text of at most ${most} characters`,
});

const COLOUR: SettingRange = {
  check: (value) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim()) ? value.trim() : null),
  words: 'a colour such as #7A1F3D',
};

const INSTANT: SettingRange = {
  check: (value) =>
    /^\d{4}-\d{2}-\d{2}T/.test(value.trim()) && Number.isFinite(Date.parse(value.trim()))
      ? value.trim()
      : null,
  words: 'an ISO 8601 date and time such as 2026-11-01T00:00:00+05:30',
};

/**
 * Each spec 3 setting's range (the spec does not show values; these bound typing slips): amounts
 * in rupees (COD charges up to ₹10,000 as the admin contract says), the prepaid discount a whole
 * percent, flags true or false, the timer's texts, colours and times.
 *
 * @example
 * SETTING_RANGES.COD_CHARGES.check('49'); // '49'
 */
export const SETTING_RANGES: Readonly<Record<SettingKey, SettingRange>> = {
  ORDER_COUNT: whole(1_000_000_000),
  COD_CHARGES: rupees(10_000),
  PREPAID_DISCOUNT_PERCENT: whole(100),
  MAX_COD_AMOUNT: rupees(10_00_000),
  MIN_COD_AMOUNT: rupees(10_00_000),
  MAX_PREPAID_DISCOUNT: rupees(1_00_000),
  GUEST_CHECKOUT: FLAG,
  COD_ENABLED: FLAG,
  PREPAID_ENABLED: FLAG,
  TIMER_TTILE: text(80),
  TIMER_DESCRIPTION: text(200),
  TIMER_COLOR: COLOUR,
  TIMER_BG_COLOR: COLOUR,
  TIMER_START_TIME: INSTANT,
  TIMER_END_TIME: INSTANT,
  IS_DAILY_TIMER: FLAG,
  TIMER_ENABLED: FLAG,
  BLOCK_INVENTORY: whole(10_000),
  GOKWIK_ENABLED: FLAG,
  PPCOD_ENABLED: FLAG,
  PPCOD_AMOUNT: rupees(10_000),
};

/**
 * A setting's value as kept, or the refusal naming the key and its range.
 *
 * @example
 * settingValue('COD_CHARGES', '20000'); // { ok: false, message: 'COD_CHARGES must be an amount in rupees from 0 to 10000 (at most 2 decimals).' }
 */
export function settingValue(
  key: SettingKey,
  value: string,
):
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly message: string } {
  const range = SETTING_RANGES[key];
  const kept = range.check(value);
  return kept === null
    ? { ok: false, message: `${key} must be ${range.words}.` }
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
