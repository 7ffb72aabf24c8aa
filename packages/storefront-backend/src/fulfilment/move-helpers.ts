import { everDelivered } from './books.js';
import type { Effect, StockUnits } from './effects.js';
import { lineCounts, mergeUnits, type LineCounts } from './line-counts.js';
import type { LineUnits, OrderLife, Shipment } from './life.js';
import { refuse, type MoveOutcome } from './outcome.js';

/**
 * Units converted to stock keys, units of one key added up, keys in ascending order (as the
 * stock repository locks them).
 *
 * @example
 * stockUnitsOf(life, [{ line: 0, quantity: 1 }]); // [{ key: 'p1:v2', quantity: 1 }]
 */
export function stockUnitsOf(life: OrderLife, units: readonly LineUnits[]): StockUnits[] {
  const byKey = new Map<string, number>();
  for (const { line, quantity } of units) {
    const key = life.lines[line]?.key;
    if (key !== undefined && quantity > 0) byKey.set(key, (byKey.get(key) ?? 0) + quantity);
  }
  return [...byKey]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, quantity]) => ({ key, quantity }));
}

/**
 * Checks the units a move names: known lines, whole positive quantities, at most what
 * `available` allows per line, at least one unit. Answers the units merged by line, or a
 * refusal naming the problem.
 *
 * @example
 * const checked = checkUnits(life, move.units, (c) => c.toPack, 'to pack');
 */
export function checkUnits(
  life: OrderLife,
  units: readonly LineUnits[],
  available: (counts: LineCounts) => number,
  what: string,
): LineUnits[] | MoveOutcome {
  const counts = lineCounts(life);
  for (const unit of units) {
    if (!Number.isSafeInteger(unit.line) || !counts[unit.line]) {
      return refuse('UNITS', `Order ${life.code} has no line ${unit.line + 1}.`);
    }
    if (!Number.isSafeInteger(unit.quantity) || unit.quantity < 1) {
      return refuse(
        'UNITS',
        `A quantity must be a whole number of at least 1 (got ${unit.quantity}).`,
      );
    }
  }
  const merged = mergeUnits(units);
  for (const { line, quantity } of merged) {
    const left = available(counts[line] as LineCounts);
    if (quantity > left) {
      return refuse(
        'UNITS',
        `Line ${line + 1} of order ${life.code} has ${left} unit${left === 1 ? '' : 's'} ${what}, not ${quantity}.`,
      );
    }
  }
  if (merged.length === 0) return refuse('UNITS', `Order ${life.code} has no units ${what}.`);
  return merged;
}

/**
 * Every unit `available` allows, per line (lines with none left out, so that a move with
 * nothing to take is refused as "no units", not as a quantity of 0).
 *
 * @example
 * allUnits(life, (c) => c.toPack); // everything still to pack
 */
export function allUnits(life: OrderLife, available: (counts: LineCounts) => number): LineUnits[] {
  return lineCounts(life)
    .map((counts, line) => ({ line, quantity: available(counts) }))
    .filter((units) => units.quantity > 0);
}

/**
 * Whether `value` is a refusal (rather than checked units).
 *
 * @example
 * if (isRefusal(checked)) return checked;
 */
export const isRefusal = (value: LineUnits[] | MoveOutcome): value is MoveOutcome =>
  !Array.isArray(value);

/**
 * Why the order cannot be packed or dispatched yet, or null when it can.
 *
 * @example
 * const blocked = notReady(life);
 * if (blocked) return blocked;
 */
export function notReady(life: OrderLife): MoveOutcome | null {
  if (life.payment === 'AWAITING') {
    return refuse('STATE', `Order ${life.code} is waiting for its payment.`);
  }
  if (life.confirmation === 'REQUIRED') {
    return refuse('STATE', `Order ${life.code} is waiting for the shopper to confirm it.`);
  }
  if (life.completedAt !== null) return refuse('STATE', `Order ${life.code} is complete.`);
  return null;
}

/**
 * The next id of a list of `S1`, `R2`… ids (one more than the highest, so ids are never reused
 * when an emptied packed shipment is dropped).
 *
 * @example
 * nextId('S', life.shipments); // 'S3' after S1 and S2
 */
export function nextId(prefix: string, items: readonly { readonly id: string }[]): string {
  const highest = items.reduce((max, item) => Math.max(max, Number(item.id.slice(1)) || 0), 0);
  return `${prefix}${highest + 1}`;
}

/**
 * The shipment of a move, or a refusal naming it.
 *
 * @example
 * const found = shipmentOf(life, 'S1');
 */
export function shipmentOf(life: OrderLife, id: string): Shipment | MoveOutcome {
  return (
    life.shipments.find((shipment) => shipment.id === id) ??
    refuse('STATE', `Order ${life.code} has no shipment ${id}.`)
  );
}

/**
 * The life with one shipment replaced.
 *
 * @example
 * withShipment(life, { ...shipment, state: 'DELIVERED' });
 */
export function withShipment(life: OrderLife, shipment: Shipment): OrderLife {
  return {
    ...life,
    shipments: life.shipments.map((s) => (s.id === shipment.id ? shipment : s)),
  };
}

/**
 * Gives the order's coupon use back once, when nothing of the order is left with or on its way
 * to the shopper and nothing was ever delivered (cancelled, or come back undelivered).
 *
 * @example
 * const { life: next, effects } = couponUseBack(life);
 */
export function couponUseBack(life: OrderLife): { life: OrderLife; effects: Effect[] } {
  const nothingLive = lineCounts(life).every((counts) => counts.live === 0);
  if (!life.couponCodeId || life.couponReturned || !nothingLive || everDelivered(life)) {
    return { life, effects: [] };
  }
  return {
    life: { ...life, couponReturned: true },
    effects: [{ kind: 'return-coupon-use', couponCodeId: life.couponCodeId }],
  };
}

/**
 * A required text of a move, trimmed, or null when missing or blank.
 *
 * @example
 * const awb = text(move.awb);
 */
export const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
