import { messageAmount } from '@haat/commerce-core';

/**
 * Rupee display formatting (the only place the web app formats money; every amount comes from
 * commerce-core): the rupee sign on commerce-core's `messageAmount`, which writes amounts the way
 * every message does — Indian digit grouping (₹1,23,456), whole rupees without decimals (₹599),
 * an amount with paise with exactly two (₹1,23,456.50) — so a price and a 'Save ₹1,200' tag or a
 * COD limit beside it never disagree. A negative amount prints '-₹250', as
 * `Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })` does (tested), without
 * the ~60 ms of a throttled phone's first render that loading its locale data costs.
 */
export function formatRupees(amount: number): string {
  const text = messageAmount(amount);
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/**
 * An amount taken off a total (a coupon, a discount, rewards used): the rupee amount after a
 * real minus sign (U+2212), e.g. '−₹49.41'. Show it whole on one line (`whitespace-nowrap`):
 * a minus sign left at the end of a line reads as a dash.
 */
export function formatRupeesOff(amount: number): string {
  return `\u2212${formatRupees(amount)}`;
}
