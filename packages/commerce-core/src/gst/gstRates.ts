/**
 * A GST rate on goods, in percent: the slabs a product may carry (0, 5, 12, 18 or 28 %).
 *
 * @example
 * const rate: GstRate = 18;
 */
export type GstRate = 0 | 5 | 12 | 18 | 28;

/**
 * The GST slabs a product's `gstRate` may take, lowest first.
 *
 * @example
 * GST_RATES.includes(18); // true
 */
export const GST_RATES: readonly GstRate[] = [0, 5, 12, 18, 28];

/**
 * Whether a value is one of the GST slabs (a number: `'18'` is not).
 *
 * @example
 * isGstRate(12); // true
 * isGstRate(15); // false
 */
export function isGstRate(value: unknown): value is GstRate {
  return typeof value === 'number' && (GST_RATES as readonly number[]).includes(value);
}
