import type { LineUnits, OrderLife, Shipment } from '../life.js';
import { lineCounts } from '../line-counts.js';
import { allUnits, checkUnits, couponUseBack, isRefusal, stockUnitsOf } from '../move-helpers.js';
import type { MoveOf } from '../moves.js';
import { done, refuse, type MoveOutcome } from '../outcome.js';
import { refundExcess } from '../refunds-due.js';

/** Units cancellable now: still to pack, or packed and not dispatched. */
const cancellable = (c: { toPack: number; packed: number }) => c.toPack + c.packed;

/**
 * Takes cancelled units out of packed shipments once the units still to pack are used up
 * (latest shipment first); a packed shipment left empty is dropped.
 */
function unpack(life: OrderLife, units: readonly LineUnits[]): readonly Shipment[] {
  const counts = lineCounts(life);
  const fromPacked = new Map(
    units.map(({ line, quantity }) => [line, Math.max(0, quantity - (counts[line]?.toPack ?? 0))]),
  );
  const shipments = [...life.shipments].reverse().map((shipment) => {
    if (shipment.state !== 'PACKED') return shipment;
    const kept = shipment.units.map((unit) => {
      const take = Math.min(unit.quantity, fromPacked.get(unit.line) ?? 0);
      fromPacked.set(unit.line, (fromPacked.get(unit.line) ?? 0) - take);
      return { line: unit.line, quantity: unit.quantity - take };
    });
    return { ...shipment, units: kept.filter((unit) => unit.quantity > 0) };
  });
  return shipments.reverse().filter((s) => s.state !== 'PACKED' || s.units.length > 0);
}

/**
 * CANCEL: units not yet dispatched are cancelled (all of them by default; some, for a single
 * line): their reserved stock goes back on sale, money held beyond what is now owed is refunded
 * (to `refundTo`, the original payment by default; rewards back to the reward balance), the
 * coupon use is given back once nothing is left, and the shopper is told. Shoppers and staff may
 * cancel any units before dispatch; the shop's timers (`system`) cancel only a whole order still
 * waiting for its payment or its COD confirmation.
 *
 * @example
 * cancel(life, { type: 'CANCEL', actor: { kind: 'shopper', userId: 'u1' }, at,
 *   reason: 'Ordered by mistake' });
 */
export function cancel(life: OrderLife, move: MoveOf<'CANCEL'>): MoveOutcome {
  if (life.completedAt !== null) return refuse('STATE', `Order ${life.code} is complete.`);
  if (life.lines.every((line) => line.cancelled === line.quantity)) {
    return refuse('STATE', `Order ${life.code} is already cancelled.`);
  }
  if (
    move.actor.kind === 'system' &&
    (move.units !== undefined || (life.payment !== 'AWAITING' && life.confirmation !== 'REQUIRED'))
  ) {
    return refuse(
      'ACTOR',
      `Order ${life.code} is cancelled by the shop only while it waits for its payment or confirmation.`,
    );
  }
  const units = checkUnits(
    life,
    move.units ?? allUnits(life, cancellable),
    cancellable,
    'not yet dispatched',
  );
  if (isRefusal(units)) return units;
  const lines = life.lines.map((line, index) => ({
    ...line,
    cancelled:
      line.cancelled + units.reduce((sum, u) => (u.line === index ? sum + u.quantity : sum), 0),
  }));
  const cancelled: OrderLife = { ...life, lines, shipments: unpack(life, units) };
  const refunded = refundExcess(cancelled, move.at, move.refundTo ?? 'original', null);
  const coupon = couponUseBack(refunded.life);
  return done(coupon.life, [
    { kind: 'release-stock', units: stockUnitsOf(life, units) },
    ...refunded.effects,
    ...coupon.effects,
    { kind: 'notify', message: 'cancelled', subject: null },
  ]);
}
