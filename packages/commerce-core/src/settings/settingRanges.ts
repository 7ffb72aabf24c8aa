import { fromPaise, toPaise } from '../money/paise.js';

/**
 * What one store setting may hold: rupees up to a most (at most 2 decimals), a whole number from 0
 * up to a most, a flag, text up to a length, a colour, or a date and time.
 */
export type SettingRange =
  | { readonly kind: 'rupees'; readonly most: number }
  | { readonly kind: 'whole'; readonly most: number }
  | { readonly kind: 'flag' }
  | { readonly kind: 'text'; readonly mostLength: number }
  | { readonly kind: 'colour' }
  | { readonly kind: 'instant' };

const rupees = (most: number): SettingRange => ({ kind: 'rupees', most });
const whole = (most: number): SettingRange => ({ kind: 'whole', most });
const FLAG: SettingRange = { kind: 'flag' };
const COLOUR: SettingRange = { kind: 'colour' };
const INSTANT: SettingRange = { kind: 'instant' };

/**
 * Each spec 3 store setting's range, the one table the admin API enforces and the staff console
 * checks before sending. The spec shows no ranges; these bound typing slips: COD charges and the
 * partial-COD advance up to ₹10,000, COD order limits up to ₹10 lakh, the prepaid discount a
 * whole percent capped at ₹1 lakh, the timer's texts 80 and 200 characters.
 *
 * @example
 * SETTING_RANGES.COD_CHARGES; // { kind: 'rupees', most: 10000 }
 */
export const SETTING_RANGES = {
  ORDER_COUNT: whole(1_000_000_000),
  COD_CHARGES: rupees(10_000),
  PREPAID_DISCOUNT_PERCENT: whole(100),
  MAX_COD_AMOUNT: rupees(10_00_000),
  MIN_COD_AMOUNT: rupees(10_00_000),
  MAX_PREPAID_DISCOUNT: rupees(1_00_000),
  GUEST_CHECKOUT: FLAG,
  COD_ENABLED: FLAG,
  PREPAID_ENABLED: FLAG,
  TIMER_TTILE: { kind: 'text', mostLength: 80 },
  TIMER_DESCRIPTION: { kind: 'text', mostLength: 200 },
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
} as const satisfies Readonly<Record<string, SettingRange>>;

/** A spec 3 store setting's key. */
export type SettingRangeKey = keyof typeof SETTING_RANGES;

const grouped = (n: number) => n.toLocaleString('en-IN');

/**
 * A range in words, as staff read it in a refusal or beside a field.
 *
 * @example
 * settingRangeWords(SETTING_RANGES.COD_CHARGES); // 'an amount from ₹0 to ₹10,000 (at most 2 decimals)'
 */
export function settingRangeWords(range: SettingRange): string {
  switch (range.kind) {
    case 'rupees':
      return `an amount from ₹0 to ₹${grouped(range.most)} (at most 2 decimals)`;
    case 'whole':
      return `a whole number from 0 to ${grouped(range.most)}`;
    case 'flag':
      return 'true or false';
    case 'text':
      return `text of at most ${range.mostLength} characters`;
    case 'colour':
      return 'a colour such as #7A1F3D';
    case 'instant':
      return 'an ISO 8601 date and time such as 2026-11-01T00:00:00+05:30';
  }
}

/**
 * A setting's value as kept (settings travel as strings), or null when it is outside its range.
 *
 * @example
 * keptSettingValue(SETTING_RANGES.COD_CHARGES, ' 49 '); // '49'
 * keptSettingValue(SETTING_RANGES.COD_CHARGES, '49.999'); // null
 */
export function keptSettingValue(range: SettingRange, value: string): string | null {
  const text = value.trim();
  switch (range.kind) {
    case 'rupees': {
      const n = Number(text);
      if (text === '' || !Number.isFinite(n) || n < 0 || n > range.most) return null;
      return fromPaise(toPaise(n)) === n ? String(n) : null;
    }
    case 'whole': {
      const n = Number(text);
      return text !== '' && Number.isInteger(n) && n >= 0 && n <= range.most ? String(n) : null;
    }
    case 'flag':
      return text === 'true' || text === 'false' ? text : null;
    case 'text':
      return text.length <= range.mostLength ? text : null;
    case 'colour':
      return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(text) ? text : null;
    case 'instant':
      return /^\d{4}-\d{2}-\d{2}T/.test(text) && Number.isFinite(Date.parse(text)) ? text : null;
  }
}
