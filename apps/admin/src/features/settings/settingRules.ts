import {
  keptSettingValue,
  SETTING_RANGES,
  type SettingRange,
  type SettingRangeKey,
} from '@haat/commerce-core';
import { readRupees, readWhole } from '@/lib/forms';

/** One spec 3 setting: its one-line explanation and its range (commerce-core's one table). */
export interface SettingRule {
  readonly key: SettingRangeKey;
  readonly label: string;
  readonly explanation: string;
  readonly rule: SettingRange;
}

const setting = (key: SettingRangeKey, label: string, explanation: string): SettingRule => ({
  key,
  label,
  explanation,
  rule: SETTING_RANGES[key],
});

/**
 * Spec 3's store settings as staff edit them, in the order the screen shows them. The ranges are
 * commerce-core's `SETTING_RANGES`, which the API enforces too: the console checks before
 * sending so staff see the problem beside the field.
 *
 * @example
 * SETTING_RULES.find((s) => s.key === 'COD_CHARGES')?.rule; // { kind: 'rupees', most: 10000 }
 */
export const SETTING_RULES: readonly SettingRule[] = [
  setting('COD_ENABLED', 'Cash on delivery', 'Shoppers may pay cash on delivery.'),
  setting('PREPAID_ENABLED', 'Online payment', 'Shoppers may pay online (Razorpay).'),
  setting('PPCOD_ENABLED', 'Partial COD', 'Shoppers may pay a part now and the rest on delivery.'),
  setting('PPCOD_AMOUNT', 'Partial COD advance (₹)', 'What a partial-COD shopper pays online now.'),
  setting('COD_CHARGES', 'COD charges (₹)', 'Added to COD orders only.'),
  setting('MIN_COD_AMOUNT', 'Smallest COD order (₹)', 'COD is refused below this total.'),
  setting(
    'MAX_COD_AMOUNT',
    'Largest COD order (₹)',
    'COD is refused above this total (0: no limit).',
  ),
  setting(
    'PREPAID_DISCOUNT_PERCENT',
    'Prepaid discount (%)',
    'Off the total after the coupon when paying online.',
  ),
  setting(
    'MAX_PREPAID_DISCOUNT',
    'Largest prepaid discount (₹)',
    'Caps the prepaid discount (0: no cap).',
  ),
  setting('GUEST_CHECKOUT', 'Guest checkout', 'Shoppers may order without signing in.'),
  setting(
    'BLOCK_INVENTORY',
    'Units held back',
    'Units of each product never sold online (a safety stock).',
  ),
  setting(
    'ORDER_COUNT',
    'Order count shown',
    'The number of orders the storefront may show shoppers.',
  ),
  setting(
    'GOKWIK_ENABLED',
    'GoKwik checkout',
    'A third-party checkout flag (spec 3); Haat has no GoKwik integration.',
  ),
  setting('TIMER_ENABLED', 'Sale timer', 'Shows the sale timer bar on every page.'),
  setting('IS_DAILY_TIMER', 'Daily timer', 'The timer counts down to midnight every day.'),
  setting('TIMER_TTILE', 'Timer title', 'The bar’s headline.'),
  setting('TIMER_DESCRIPTION', 'Timer text', 'One line under the headline.'),
  setting('TIMER_COLOR', 'Timer text colour', 'A colour as #RRGGBB.'),
  setting(
    'TIMER_BG_COLOR',
    'Timer background',
    'A colour as #RRGGBB; keep it dark behind light text.',
  ),
  setting('TIMER_START_TIME', 'Timer starts', 'When the bar appears (India time).'),
  setting('TIMER_END_TIME', 'Timer ends', 'When the bar goes (India time).'),
];

/**
 * A numeric or text setting's range as its field's hint shows it after the explanation, or ''.
 *
 * @example
 * rangeHint(SETTING_RANGES.COD_CHARGES); // '₹0 to ₹10,000.'
 */
export function rangeHint(rule: SettingRange): string {
  switch (rule.kind) {
    case 'rupees':
      return `₹0 to ₹${rule.most.toLocaleString('en-IN')}.`;
    case 'whole':
      return `0 to ${rule.most.toLocaleString('en-IN')}.`;
    case 'text':
      return `At most ${rule.mostLength} characters.`;
    default:
      return '';
  }
}

/**
 * Checks one typed value against its range: the text to send, or the problem.
 *
 * @example
 * checkSetting({ kind: 'rupees', most: 10000 }, '12000'); // { value: null, problem: 'At most ₹10,000.' }
 */
export function checkSetting(
  rule: SettingRange,
  text: string,
): { value: string | null; problem: string | null } {
  const trimmed = text.trim();
  switch (rule.kind) {
    case 'flag':
      return { value: trimmed === 'true' ? 'true' : 'false', problem: null };
    case 'rupees': {
      const read = readRupees(trimmed, { required: true });
      if (!read.ok) return { value: null, problem: read.message };
      if ((read.value ?? 0) > rule.most)
        return { value: null, problem: `At most ₹${rule.most.toLocaleString('en-IN')}.` };
      return { value: String(read.value), problem: null };
    }
    case 'whole': {
      const read = readWhole(trimmed, { required: true, min: 0, max: rule.most });
      return read.ok
        ? { value: String(read.value), problem: null }
        : { value: null, problem: read.message };
    }
    case 'text':
      return trimmed.length > rule.mostLength
        ? { value: null, problem: `At most ${rule.mostLength} characters (now ${trimmed.length}).` }
        : { value: trimmed, problem: null };
    case 'colour':
      return keptSettingValue(rule, trimmed) === null
        ? { value: null, problem: 'Enter a colour as #RRGGBB, e.g. #7A1F3D.' }
        : { value: trimmed.toUpperCase(), problem: null };
    case 'instant':
      return trimmed
        ? { value: `${trimmed}:00+05:30`, problem: null }
        : { value: null, problem: 'Enter a date and time.' };
  }
}
