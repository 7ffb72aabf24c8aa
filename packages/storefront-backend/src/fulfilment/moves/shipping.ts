import { asPaise } from '@haat/commerce-core';
import { codToCollect } from '../books.js';
import type { Effect } from '../effects.js';
import type { LineUnits, OrderLife, Shipment, ShipmentState } from '../life.js';
import { lineCounts } from '../line-counts.js';
import {
  allUnits,
  checkUnits,
  isRefusal,
  nextId,
  notReady,
  shipmentOf,
  stockUnitsOf,
  text,
  withShipment,
} from '../move-helpers.js';
import type { MoveOf } from '../moves.js';
import { done, refuse, type MoveOutcome } from '../outcome.js';
import { trackingUrlFor } from '../tracking-url.js';

const newShipment = (life: OrderLife, units: readonly LineUnits[], at: number): Shipment => ({
  id: nextId('S', life.shipments),
  state: 'PACKED',
  units,
  courier: null,
  awb: null,
  trackingUrl: null,
  codAmount: asPaise(0),
  attempts: 0,
  lastFailure: null,
  corrections: null,
  packedAt: at,
  dispatchedAt: null,
  deliveredAt: null,
  restocked: [],
});

/** Units still to pack: the move's, or all of them. */
const toPack = (life: OrderLife, units: readonly LineUnits[] | undefined) =>
  checkUnits(life, units ?? allUnits(life, (c) => c.toPack), (c) => c.toPack, 'to pack');

/**
 * PACK: staff pack units still to pack (all by default; some, for a partial dispatch) into a
 * new shipment (`S1`, `S2`…), once the order is paid and confirmed.
 *
 * @example
 * pack(life, { type: 'PACK', actor, at, units: [{ line: 0, quantity: 1 }] });
 */
export function pack(life: OrderLife, move: MoveOf<'PACK'>): MoveOutcome {
  const blocked = notReady(life);
  if (blocked) return blocked;
  const units = toPack(life, move.units);
  if (isRefusal(units)) return units;
  return done({ ...life, shipments: [...life.shipments, newShipment(life, units, move.at)] });
}

/**
 * DISPATCH: a packed shipment (or units packed on the spot) leaves with a courier and AWB; the
 * tracking link is the one given, else the store's template filled with the AWB. Its units
 * leave the warehouse (`commit-stock`), the cash its courier is to collect is fixed
 * (`codToCollect`), and the shopper gets the dispatched message.
 *
 * @example
 * dispatch(life, { type: 'DISPATCH', actor, at, shipmentId: 'S1', courier: 'Delhivery',
 *   awb: '1490811234567', trackingUrlTemplate: 'https://haatskincare.in/track-order' });
 */
export function dispatch(life: OrderLife, move: MoveOf<'DISPATCH'>): MoveOutcome {
  const blocked = notReady(life);
  if (blocked) return blocked;
  const courier = text(move.courier);
  const awb = text(move.awb);
  if (!courier || !awb) return refuse('DETAILS', 'A dispatch needs the courier and the AWB.');
  let current = life;
  let shipment: Shipment;
  if (move.shipmentId !== undefined) {
    if (move.units !== undefined) {
      return refuse('DETAILS', 'Dispatch a packed shipment, or units to pack now: not both.');
    }
    const found = shipmentOf(life, move.shipmentId);
    if ('ok' in found) return found;
    if (found.state !== 'PACKED') {
      return refuse(
        'STATE',
        `Shipment ${found.id} of order ${life.code} is not waiting to be dispatched.`,
      );
    }
    shipment = found;
  } else {
    const units = toPack(life, move.units);
    if (isRefusal(units)) return units;
    shipment = newShipment(life, units, move.at);
    current = { ...life, shipments: [...life.shipments, shipment] };
  }
  const counts = lineCounts(current);
  const onTheirWay = counts.map(
    (count, line) =>
      count.kept +
      count.inTransit +
      shipment.units.reduce((sum, unit) => (unit.line === line ? sum + unit.quantity : sum), 0),
  );
  const dispatched: Shipment = {
    ...shipment,
    state: 'DISPATCHED',
    courier,
    awb,
    trackingUrl: text(move.trackingUrl) ?? trackingUrlFor(move.trackingUrlTemplate, awb, courier),
    codAmount: codToCollect(current, onTheirWay),
    dispatchedAt: move.at,
  };
  return done(withShipment(current, dispatched), [
    { kind: 'commit-stock', units: stockUnitsOf(life, shipment.units) },
    { kind: 'notify', message: 'dispatched', subject: shipment.id },
  ]);
}

/** A move of one shipment from some states to another, with its effects. */
function moveShipment(
  life: OrderLife,
  id: string,
  from: readonly ShipmentState[],
  change: (shipment: Shipment) => { shipment: Shipment; effects: Effect[] } | MoveOutcome,
): MoveOutcome {
  const found = shipmentOf(life, id);
  if ('ok' in found) return found;
  if (!from.includes(found.state)) {
    return refuse(
      'STATE',
      `Shipment ${id} of order ${life.code} is ${found.state.toLowerCase().replaceAll('_', ' ')}.`,
    );
  }
  const changed = change(found);
  if ('ok' in changed) return changed;
  return done(withShipment(life, changed.shipment), changed.effects);
}

/**
 * OUT_FOR_DELIVERY: the courier took a dispatched shipment out for delivery.
 *
 * @example
 * outForDelivery(life, { type: 'OUT_FOR_DELIVERY', actor, at, shipmentId: 'S1' });
 */
export function outForDelivery(life: OrderLife, move: MoveOf<'OUT_FOR_DELIVERY'>): MoveOutcome {
  return moveShipment(life, move.shipmentId, ['DISPATCHED'], (shipment) => ({
    shipment: { ...shipment, state: 'OUT_FOR_DELIVERY' },
    effects: [{ kind: 'notify', message: 'out-for-delivery', subject: shipment.id }],
  }));
}

/**
 * DELIVERY_FAILED: the courier could not deliver (non-delivery report): the reason is kept with
 * the attempt count, and the shipment waits for a decision (re-attempt or return to origin).
 *
 * @example
 * deliveryFailed(life, { type: 'DELIVERY_FAILED', actor, at, shipmentId: 'S1',
 *   reason: 'Customer not available' });
 */
export function deliveryFailed(life: OrderLife, move: MoveOf<'DELIVERY_FAILED'>): MoveOutcome {
  const reason = text(move.reason);
  if (!reason) return refuse('DETAILS', 'A failed delivery needs the reason the courier gave.');
  return moveShipment(life, move.shipmentId, ['DISPATCHED', 'OUT_FOR_DELIVERY'], (shipment) => {
    const attempt = shipment.attempts + 1;
    return {
      shipment: {
        ...shipment,
        state: 'DELIVERY_FAILED',
        attempts: attempt,
        lastFailure: { reason, at: move.at, attempt },
      },
      effects: [{ kind: 'notify', message: 'delivery-failed', subject: shipment.id }],
    };
  });
}

/**
 * REATTEMPT: after a failed delivery, try again, optionally with a corrected phone, address or
 * day (handed to the courier as `update-delivery`).
 *
 * @example
 * reattempt(life, { type: 'REATTEMPT', actor, at, shipmentId: 'S1',
 *   corrections: { date: '2026-01-05' } });
 */
export function reattempt(life: OrderLife, move: MoveOf<'REATTEMPT'>): MoveOutcome {
  const given = move.corrections ?? {};
  const corrections = {
    phone: text(given.phone),
    address: text(given.address),
    date: text(given.date),
  };
  if (corrections.date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(corrections.date)) {
    return refuse('DETAILS', `A re-attempt date is YYYY-MM-DD, not "${corrections.date}".`);
  }
  const corrected = Object.values(corrections).some((value) => value !== null);
  return moveShipment(life, move.shipmentId, ['DELIVERY_FAILED'], (shipment) => ({
    shipment: { ...shipment, state: 'DISPATCHED', corrections: corrected ? corrections : null },
    effects: corrected ? [{ kind: 'update-delivery', shipmentId: shipment.id, corrections }] : [],
  }));
}

/**
 * RETURN_TO_ORIGIN: the shipment comes back to the shop undelivered; the cash its courier was to
 * collect is not collected.
 *
 * @example
 * returnToOrigin(life, { type: 'RETURN_TO_ORIGIN', actor, at, shipmentId: 'S1' });
 */
export function returnToOrigin(life: OrderLife, move: MoveOf<'RETURN_TO_ORIGIN'>): MoveOutcome {
  return moveShipment(
    life,
    move.shipmentId,
    ['DISPATCHED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'],
    (shipment) => ({
      shipment: { ...shipment, state: 'RTO_IN_TRANSIT' },
      effects:
        shipment.codAmount > 0
          ? [{ kind: 'cod-uncollected', shipmentId: shipment.id, amount: shipment.codAmount }]
          : [],
    }),
  );
}

/**
 * DELIVER: the shipment reached the shopper; the courier collected its cash.
 *
 * @example
 * deliver(life, { type: 'DELIVER', actor, at, shipmentId: 'S1' });
 */
export function deliver(life: OrderLife, move: MoveOf<'DELIVER'>): MoveOutcome {
  const found = shipmentOf(life, move.shipmentId);
  const cash = 'ok' in found ? 0 : found.codAmount;
  const moved = moveShipment(
    life,
    move.shipmentId,
    ['DISPATCHED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'],
    (shipment) => ({
      shipment: { ...shipment, state: 'DELIVERED', deliveredAt: move.at },
      effects: [
        ...(shipment.codAmount > 0
          ? [
              {
                kind: 'cod-collected' as const,
                shipmentId: shipment.id,
                amount: shipment.codAmount,
              },
            ]
          : []),
        { kind: 'notify', message: 'delivered', subject: shipment.id },
      ],
    }),
  );
  if (!moved.ok) return moved;
  const money = {
    ...moved.life.money,
    cashCollected: asPaise(moved.life.money.cashCollected + cash),
  };
  return done({ ...moved.life, money }, moved.effects);
}
