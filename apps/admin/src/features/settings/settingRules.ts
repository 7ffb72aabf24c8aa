import { readRupees, readWhole } from '@/lib/forms';

/** How a setting's value is typed and checked. */
export type SettingKind =
  | { kind: 'rupees'; max: number }
  | { kind: 'whole'; min: number; max: number }
  | { kind: 'flag' }
  | { kind: 'text'; maxLength: number }
  | { kind: 'colour' }
  | { kind: 'instant' };

/** One spec 3 setting: its one-line explanation and what it accepts. */
export interface SettingRule {
  readonly key: string;
  readonly label: string;
  readonly explanation: string;
  readonly rule: SettingKind;
}

const rupees = (max: number): SettingKind => ({ kind: 'rupees', max });

/**
 * Spec 3's store settings as staff edit them, grouped as the screen shows them. The ranges are
 * the console's checks before sending; the API checks every value again against its own range
 * (BAD_USER_INPUT names the problem), and its message is shown if they differ.
 *
 * @example
 * SETTING_RULES.find((s) => s.key === 'COD_CHARGES')?.rule; // { kind: 'rupees', max: 10000 }
 */
export const SETTING_RULES: readonly SettingRule[] = [
  {
    key: 'COD_ENABLED',
    label: 'Cash on delivery',
    explanation: 'Shoppers may pay cash on delivery.',
    rule: { kind: 'flag' },
  },
  {
    key: 'PREPAID_ENABLED',
    label: 'Online payment',
    explanation: 'Shoppers may pay online (Razorpay).',
    rule: { kind: 'flag' },
  },
  {
    key: 'PPCOD_ENABLED',
    label: 'Partial COD',
    explanation: 'Shoppers may pay a part now and the rest on delivery.',
    rule: { kind: 'flag' },
  },
  {
    key: 'PPCOD_AMOUNT',
    label: 'Partial COD advance (₹)',
    explanation: 'What a partial-COD shopper pays online now; 0–10,000.',
    rule: rupees(10_000),
  },
  {
    key: 'COD_CHARGES',
    label: 'COD charges (₹)',
    explanation: 'Added to COD orders only; 0–10,000.',
    rule: rupees(10_000),
  },
  {
    key: 'MIN_COD_AMOUNT',
    label: 'Smallest COD order (₹)',
    explanation: 'COD is refused below this total; 0–10,00,000.',
    rule: rupees(1_000_000),
  },
  {
    key: 'MAX_COD_AMOUNT',
    label: 'Largest COD order (₹)',
    explanation: 'COD is refused above this total (0: no limit); 0–10,00,000.',
    rule: rupees(1_000_000),
  },
  {
    key: 'PREPAID_DISCOUNT_PERCENT',
    label: 'Prepaid discount (%)',
    explanation: 'Off the total after the coupon when paying online; 0–100.',
    rule: { kind: 'whole', min: 0, max: 100 },
  },
  {
    key: 'MAX_PREPAID_DISCOUNT',
    label: 'Largest prepaid discount (₹)',
    explanation: 'Caps the prepaid discount (0: no cap); 0–1,00,000.',
    rule: rupees(100_000),
  },
  {
    key: 'GUEST_CHECKOUT',
    label: 'Guest checkout',
    explanation: 'Shoppers may order without signing in.',
    rule: { kind: 'flag' },
  },
  {
    key: 'BLOCK_INVENTORY',
    label: 'Units held back',
    explanation: 'Units of each product never sold online (a safety stock); 0–1,000.',
    rule: { kind: 'whole', min: 0, max: 1000 },
  },
  {
    key: 'ORDER_COUNT',
    label: 'Order count shown',
    explanation: 'The number of orders the storefront may show shoppers; 0–1,00,00,000.',
    rule: { kind: 'whole', min: 0, max: 10_000_000 },
  },
  {
    key: 'GOKWIK_ENABLED',
    label: 'GoKwik checkout',
    explanation: 'A third-party checkout flag (spec 3); Haat has no GoKwik integration.',
    rule: { kind: 'flag' },
  },
  {
    key: 'TIMER_ENABLED',
    label: 'Sale timer',
    explanation: 'Shows the sale timer bar on every page.',
    rule: { kind: 'flag' },
  },
  {
    key: 'IS_DAILY_TIMER',
    label: 'Daily timer',
    explanation: 'The timer counts down to midnight every day.',
    rule: { kind: 'flag' },
  },
  {
    key: 'TIMER_TTILE',
    label: 'Timer title',
    explanation: 'The bar’s headline; at most 80 characters.',
    rule: { kind: 'text', maxLength: 80 },
  },
  {
    key: 'TIMER_DESCRIPTION',
    label: 'Timer text',
    explanation: 'One line under the headline; at most 200 characters.',
    rule: { kind: 'text', maxLength: 200 },
  },
  {
    key: 'TIMER_COLOR',
    label: 'Timer text colour',
    explanation: 'A colour as #RRGGBB.',
    rule: { kind: 'colour' },
  },
  {
    key: 'TIMER_BG_COLOR',
    label: 'Timer background',
    explanation: 'A colour as #RRGGBB; keep it dark behind light text.',
    rule: { kind: 'colour' },
  },
  {
    key: 'TIMER_START_TIME',
    label: 'Timer starts',
    explanation: 'When the bar appears (India time).',
    rule: { kind: 'instant' },
  },
  {
    key: 'TIMER_END_TIME',
    label: 'Timer ends',
    explanation: 'When the bar goes (India time).',
    rule: { kind: 'instant' },
  },
];

/**
 * Checks one typed value against its rule: the text to send, or the problem.
 *
 * @example
 * checkSetting({ kind: 'rupees', max: 10000 }, '12000'); // { value: null, problem: 'At most ₹10,000.' }
 */
export function checkSetting(
  rule: SettingKind,
  text: string,
): { value: string | null; problem: string | null } {
  const trimmed = text.trim();
  switch (rule.kind) {
    case 'flag':
      return { value: trimmed === 'true' ? 'true' : 'false', problem: null };
    case 'rupees': {
      const read = readRupees(trimmed, { required: true });
      if (!read.ok) return { value: null, problem: read.message };
      if ((read.value ?? 0) > rule.max)
        return { value: null, problem: `At most ₹${rule.max.toLocaleString('en-IN')}.` };
      return { value: String(read.value), problem: null };
    }
    case 'whole': {
      const read = readWhole(trimmed, { required: true, min: rule.min, max: rule.max });
      return read.ok
        ? { value: String(read.value), problem: null }
        : { value: null, problem: read.message };
    }
    case 'text':
      return trimmed.length > rule.maxLength
        ? { value: null, problem: `At most ${rule.maxLength} characters (now ${trimmed.length}).` }
        : { value: trimmed, problem: null };
    case 'colour':
      return /^#[0-9a-f]{6}$/i.test(trimmed)
        ? { value: trimmed.toUpperCase(), problem: null }
        : { value: null, problem: 'Enter a colour as #RRGGBB, e.g. #7A1F3D.' };
    case 'instant':
      return trimmed
        ? { value: `${trimmed}:00+05:30`, problem: null }
        : { value: null, problem: 'Enter a date and time.' };
  }
}
