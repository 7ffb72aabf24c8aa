import { asPaise, toPaise, type Paise } from '../money/paise.js';
import type { PricedLine } from '../types/cart.js';

/**
 * Units a line stands for: its `qty` as a whole number, 0 when missing, negative or not a number.
 *
 * @example
 * unitCount({ id: 'p1', qty: 3 }); // 3
 */
export function unitCount(line: Pick<PricedLine, 'qty'>): number {
  const qty = line.qty;
  return qty != null && Number.isFinite(qty) && qty > 0 ? Math.floor(qty) : 0;
}

/**
 * Total units over lines.
 *
 * @example
 * totalUnits([{ id: 'a', qty: 2 }, { id: 'b', qty: 1 }]); // 3
 */
export function totalUnits(lines: readonly Pick<PricedLine, 'qty'>[]): number {
  let units = 0;
  for (const line of lines) units += unitCount(line);
  return units;
}

/**
 * Price × quantity of every line, in paise (each unit price rounded to the paisa once).
 *
 * @example
 * linesTotal([{ id: 'a', price: 99.5, qty: 2 }]); // 19900
 */
export function linesTotal(lines: readonly Pick<PricedLine, 'price' | 'qty'>[]): Paise {
  let total = 0;
  for (const line of lines) total += toPaise(line.price) * unitCount(line);
  return asPaise(total);
}

/**
 * Listing (MRP) total in paise: each unit at its listing price, or at its price when the
 * listing price is missing or lower, so "saved" never goes negative.
 *
 * @example
 * listingTotal([{ id: 'a', price: 80, listingPrice: 100, qty: 2 }]); // 20000
 */
export function listingTotal(
  lines: readonly Pick<PricedLine, 'price' | 'listingPrice' | 'qty'>[],
): Paise {
  let total = 0;
  for (const line of lines) {
    const unit = Math.max(toPaise(line.price), toPaise(line.listingPrice));
    total += unit * unitCount(line);
  }
  return asPaise(total);
}
