import { messageAmount, toPaise } from '@haat/commerce-core';

/**
 * Rupee display formatting (the only place the web app formats money; every amount comes from
 * commerce-core). Indian digit grouping (₹1,23,456: the last three digits, then pairs). Whole
 * rupees print without decimals (₹599); an amount with paise prints exactly two (₹1,23,456.50) —
 * commerce-core's `messageAmount`, which the messages use too, so a price and a 'Save ₹100'
 * tag never disagree; only the grouping and the ₹ are added here.
 *
 * Written out rather than with `Intl.NumberFormat('en-IN')`, which it matches (tested): creating
 * that formatter loads the locale's ICU data, about 60 ms of a 4×-throttled phone's main thread
 * in the home page's first render (Chromium profiler), for a rule that never changes.
 */
export function formatRupees(amount: number): string {
  const sign = toPaise(amount) < 0 ? '-' : '';
  const [rupees = '0', paise] = messageAmount(Math.abs(amount)).split('.');
  return `${sign}₹${groupIndian(rupees)}${paise ? `.${paise}` : ''}`;
}

function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * An amount taken off a total (a coupon, a discount, rewards used): the rupee amount after a
 * real minus sign (U+2212), e.g. '−₹49.41'. Show it whole on one line (`whitespace-nowrap`):
 * a minus sign left at the end of a line reads as a dash.
 */
export function formatRupeesOff(amount: number): string {
  return `\u2212${formatRupees(amount)}`;
}
