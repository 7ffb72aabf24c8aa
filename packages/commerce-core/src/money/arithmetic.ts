import { asPaise, type Paise } from './paise.js';

/**
 * Adds amounts in paise.
 *
 * @example
 * sumPaise([asPaise(100), asPaise(250)]); // 350
 */
export function sumPaise(amounts: readonly Paise[]): Paise {
  let total = 0;
  for (const amount of amounts) total += amount;
  return asPaise(total);
}

/**
 * The smaller of two amounts in paise.
 *
 * @example
 * minPaise(asPaise(100), asPaise(250)); // 100
 */
export function minPaise(a: Paise, b: Paise): Paise {
  return a < b ? a : b;
}

/**
 * `a − b`, floored at zero.
 *
 * @example
 * subtractFloor(asPaise(100), asPaise(250)); // 0
 */
export function subtractFloor(a: Paise, b: Paise): Paise {
  return asPaise(Math.max(0, a - b));
}
