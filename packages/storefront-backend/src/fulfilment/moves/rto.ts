import { asPaise } from '@haat/commerce-core';
import { cashOnTheWay, heldParts, netReceived, obligation } from '../books.js';
import type { Effect } from '../effects.js';
import type { LineUnits, OrderLife, Shipment } from '../life.js';
import { mergeUnits } from '../line-counts.js';
import { couponUseBack, shipmentOf, stockUnitsOf, withShipment } from '../move-helpers.js';
import type { MoveOf } from '../moves.js';
import { done, refuse, type MoveOutcome } from '../outcome.js';
import { refundExcess } from '../refunds-due.js';

/**
 * Checks that units to put back on sale are units of what came back; answers them merged, or
 * a refusal.
 *
 * @example
 * const restock = restockOf(life, shipment.units, move.restock);
 */
export function restockOf(
  life: OrderLife,
  cameBack: readonly LineUnits[],
  asked: readonly LineUnits[] | undefined,
): LineUnits[] | MoveOutcome {
  if (asked === undefined) return mergeUnits(cameBack);
  const back = new Map(mergeUnits(cameBack).map((u) => [u.line, u.quantity]));
  for (const unit of asked) {
    if (!Number.isSafeInteger(unit.quantity) || unit.quantity < 0) {
      return refuse(
        'UNITS',
        `A quantity must be a whole number of at least 0 (got ${unit.quantity}).`,
      );
    }
  }
  const merged = mergeUnits(asked);
  for (const { line, quantity } of merged) {
    const came = back.get(line) ?? 0;
    if (quantity > came) {
      return refuse(
        'UNITS',
        `Line ${line + 1} of order ${life.code} came back with ${came} unit${came === 1 ? '' : 's'}, not ${quantity}.`,
      );
    }
  }
  return merged;
}

/**
 * The effects of units coming back: those checked good go back on sale, the rest are written
 * off (recorded in the stock ledger).
 *
 * @example
 * comeBackEffects(life, shipment.units, restock, 'rto');
 */
export function comeBackEffects(
  life: OrderLife,
  cameBack: readonly LineUnits[],
  restock: readonly LineUnits[],
  reason: 'rto' | 'return',
): Effect[] {
  const good = new Map(restock.map((u) => [u.line, u.quantity]));
  const bad = mergeUnits(cameBack)
    .map(({ line, quantity }) => ({ line, quantity: quantity - (good.get(line) ?? 0) }))
    .filter((u) => u.quantity > 0);
  const effects: Effect[] = [];
  if (restock.length > 0)
    effects.push({ kind: 'restock', units: stockUnitsOf(life, restock), reason });
  if (bad.length > 0) effects.push({ kind: 'write-off', units: stockUnitsOf(life, bad), reason });
  return effects;
}

/**
 * RECEIVE_RTO: a shipment that came back undelivered is received and checked: units put back
 * on sale (all by default) or written off. Its units are no longer the shopper's, so money held
 * beyond what is now owed is refunded — except a PPCOD advance when the shop keeps it on a
 * return to origin (`rules.rtoAdvance`: up to the advance is retained) — and the coupon use is
 * given back when nothing of the order reached the shopper.
 *
 * @example
 * receiveRto(life, { type: 'RECEIVE_RTO', actor, at, shipmentId: 'S1', restock: [] });
 */
export function receiveRto(life: OrderLife, move: MoveOf<'RECEIVE_RTO'>): MoveOutcome {
  const found = shipmentOf(life, move.shipmentId);
  if ('ok' in found) return found;
  if (found.state !== 'RTO_IN_TRANSIT') {
    return refuse('STATE', `Shipment ${found.id} of order ${life.code} is not on its way back.`);
  }
  const restock = restockOf(life, found.units, move.restock);
  if (!Array.isArray(restock)) return restock;
  const received: Shipment = { ...found, state: 'RTO_RECEIVED', restocked: restock };
  let next = withShipment(life, received);
  if (life.paymentType === 'PPCOD' && life.rules.rtoAdvance === 'keep') {
    const excess = netReceived(next) + cashOnTheWay(next) - obligation(next);
    const keep = Math.min(
      Math.max(0, excess),
      heldParts(next).online,
      next.money.payNow - next.money.retained,
    );
    if (keep > 0) {
      next = { ...next, money: { ...next.money, retained: asPaise(next.money.retained + keep) } };
    }
  }
  const refunded = refundExcess(next, move.at, move.refundTo ?? 'original', null);
  const coupon = couponUseBack(refunded.life);
  return done(coupon.life, [
    ...comeBackEffects(life, found.units, restock, 'rto'),
    ...refunded.effects,
    ...coupon.effects,
  ]);
}
