import { asPaise, toPaise, type Paise } from '../money/paise.js';
import { unitCount } from '../lines/lineAmounts.js';
import type { PricedLine } from '../types/cart.js';

/**
 * Sum of the `count` cheapest units across lines (each line contributes `qty` units at its
 * price), in paise. Never expands lines into units, so large quantities stay cheap.
 *
 * @example
 * cheapestUnitsTotal([{ id: 'a', price: 300, qty: 2 }, { id: 'b', price: 100, qty: 1 }], 2); // 40000
 */
export function cheapestUnitsTotal(lines: readonly PricedLine[], count: number): Paise {
  const byPrice = lines
    .map((line) => ({ unit: toPaise(line.price), units: unitCount(line) }))
    .sort((a, b) => a.unit - b.unit);
  let left = Math.max(0, Math.floor(count));
  let total = 0;
  for (const { unit, units } of byPrice) {
    if (left === 0) break;
    const take = Math.min(units, left);
    total += unit * take;
    left -= take;
  }
  return asPaise(total);
}
