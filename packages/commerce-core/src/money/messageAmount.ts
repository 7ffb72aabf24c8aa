import { toPaise } from './paise.js';

/** Indian digit grouping of whole rupees: the last three digits, then pairs (1,23,45,678). */
const groupIndian = (digits: string): string =>
  digits.length <= 3
    ? digits
    : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * How an amount of rupees is written, in messages and on price tags alike: whole rupees without
 * decimals, anything else with exactly two, Indian digit grouping (₹1,00,000 is '1,00,000'),
 * a leading '-' when negative, no currency sign (each message and the app's price formatter put
 * the ₹ where it belongs). One rule, so a COD limit in a refusal, a 'Save ₹1,200' tag and the
 * price beside them never disagree; it prints what `Intl.NumberFormat('en-IN')` prints (tested)
 * without loading locale data.
 *
 * @example
 * messageAmount(250); // '250'
 * messageAmount(99.5); // '99.50'
 * messageAmount(123456.5); // '1,23,456.50'
 */
export function messageAmount(rupees: number): string {
  const paise = toPaise(rupees);
  const absolute = Math.abs(paise);
  const whole = groupIndian(String(Math.floor(absolute / 100)));
  const rest = absolute % 100;
  return `${paise < 0 ? '-' : ''}${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}
