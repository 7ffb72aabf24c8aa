import { asPaise, type Paise } from './paise.js';

/** Percent is read to 1/10000 of a percent: 12.5 becomes 125000 / 10000. */
const PERCENT_SCALE = 10_000;

/**
 * `percent`% of an amount in paise with integer math and ONE rounding, half away from zero:
 * amount × percent / 100 is computed exactly (BigInt) and rounded once to the paisa.
 *
 * @example
 * percentOf(asPaise(33333), 15); // 5000 (₹49.9995 → ₹50.00)
 * percentOf(asPaise(1000), 12.5); // 125
 */
export function percentOf(amount: Paise, percent: number): Paise {
  if (!Number.isFinite(percent) || percent === 0 || amount === 0) return asPaise(0);
  const scaledPercent = Math.round(Number((percent * PERCENT_SCALE).toPrecision(15)));
  const numerator = BigInt(amount) * BigInt(scaledPercent);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const denominator = BigInt(100 * PERCENT_SCALE);
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return asPaise(Number(negative ? -rounded : rounded));
}
