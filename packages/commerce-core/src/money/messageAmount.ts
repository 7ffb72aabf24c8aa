import { toPaise } from './paise.js';

/**
 * How an amount prints inside a message (coupon and save texts): whole rupees without
 * decimals, anything else with exactly two. No currency sign, no digit grouping — display
 * formatting of prices belongs to the app.
 *
 * @example
 * messageAmount(250); // '250'
 * messageAmount(99.5); // '99.50'
 */
export function messageAmount(rupees: number): string {
  const paise = toPaise(rupees);
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
