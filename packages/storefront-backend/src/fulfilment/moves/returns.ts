import type { OrderLife, ReturnCase } from '../life.js';
import { checkUnits, isRefusal, nextId, text } from '../move-helpers.js';
import type { MoveOf } from '../moves.js';
import { done, refuse, type MoveOutcome } from '../outcome.js';
import { refundExcess } from '../refunds-due.js';
import { comeBackEffects, restockOf } from './rto.js';

/** At most this many photos with a return request. */
const MAX_PHOTOS = 5;

/** When the return window of a delivered order closes (its last delivery + the window). */
export function returnWindowEnd(life: OrderLife): number | null {
  const delivered = life.shipments
    .map((shipment) => shipment.deliveredAt)
    .filter((at): at is number => at !== null);
  return delivered.length === 0 ? null : Math.max(...delivered) + life.rules.returnWindowMs;
}

/**
 * REQUEST_RETURN: the shopper asks to return delivered units within the return window, with a
 * reason and up to 5 photos (image keys).
 *
 * @example
 * requestReturn(life, { type: 'REQUEST_RETURN', actor, at, units: [{ line: 0, quantity: 1 }],
 *   reason: 'Damaged seal', photos: ['reviews/u-1'] });
 */
export function requestReturn(life: OrderLife, move: MoveOf<'REQUEST_RETURN'>): MoveOutcome {
  const reason = text(move.reason);
  if (!reason) return refuse('DETAILS', 'A return request needs a reason.');
  const photos = move.photos ?? [];
  if (photos.length > MAX_PHOTOS) {
    return refuse('DETAILS', `A return request takes at most ${MAX_PHOTOS} photos.`);
  }
  const end = returnWindowEnd(life);
  if (life.completedAt !== null || (end !== null && move.at > end)) {
    return refuse('WINDOW', `The return window of order ${life.code} has closed.`);
  }
  const units = checkUnits(
    life,
    move.units,
    (c) => c.kept - c.returnOpen,
    'delivered and not being returned',
  );
  if (isRefusal(units)) return units;
  const request: ReturnCase = {
    id: nextId('R', life.returns),
    state: 'REQUESTED',
    units,
    reason,
    photos: [...photos],
    requestedAt: move.at,
    decidedAt: null,
    receivedAt: null,
    restocked: [],
  };
  return done({ ...life, returns: [...life.returns, request] });
}

/** A move of one return request from one state to another. */
function moveReturn(
  life: OrderLife,
  id: string,
  from: ReturnCase['state'],
  change: (request: ReturnCase) => ReturnCase,
): MoveOutcome {
  const found = life.returns.find((request) => request.id === id);
  if (!found) return refuse('STATE', `Order ${life.code} has no return ${id}.`);
  if (found.state !== from) {
    return refuse('STATE', `Return ${id} of order ${life.code} is ${found.state.toLowerCase()}.`);
  }
  const changed = change(found);
  return done({ ...life, returns: life.returns.map((r) => (r.id === id ? changed : r)) });
}

/**
 * APPROVE_RETURN: staff accept a return request; the shopper sends the units back.
 *
 * @example
 * approveReturn(life, { type: 'APPROVE_RETURN', actor, at, returnId: 'R1' });
 */
export function approveReturn(life: OrderLife, move: MoveOf<'APPROVE_RETURN'>): MoveOutcome {
  return moveReturn(life, move.returnId, 'REQUESTED', (r) => ({
    ...r,
    state: 'APPROVED',
    decidedAt: move.at,
  }));
}

/**
 * REFUSE_RETURN: staff refuse a return request (the reason is kept); the units stay the
 * shopper's.
 *
 * @example
 * refuseReturn(life, { type: 'REFUSE_RETURN', actor, at, returnId: 'R1', reason: 'Opened' });
 */
export function refuseReturn(life: OrderLife, move: MoveOf<'REFUSE_RETURN'>): MoveOutcome {
  if (!text(move.reason)) return refuse('DETAILS', 'Refusing a return needs a reason.');
  return moveReturn(life, move.returnId, 'REQUESTED', (r) => ({
    ...r,
    state: 'REFUSED',
    decidedAt: move.at,
  }));
}

/**
 * RECEIVE_RETURN: the approved return arrived and was checked: units back on sale (all by
 * default) or written off, and what the shop holds beyond what is now owed is refunded (to
 * `refundTo`; cash paid on delivery and rewards to store credit). A return whose units were
 * worth nothing more to refund is refunded at once.
 *
 * @example
 * receiveReturn(life, { type: 'RECEIVE_RETURN', actor, at, returnId: 'R1' });
 */
export function receiveReturn(life: OrderLife, move: MoveOf<'RECEIVE_RETURN'>): MoveOutcome {
  const found = life.returns.find((request) => request.id === move.returnId);
  if (!found) return refuse('STATE', `Order ${life.code} has no return ${move.returnId}.`);
  const restock = restockOf(life, found.units, move.restock);
  if (!Array.isArray(restock)) return restock;
  const received = moveReturn(life, found.id, 'APPROVED', (r) => ({
    ...r,
    state: 'RECEIVED',
    receivedAt: move.at,
    restocked: restock,
  }));
  if (!received.ok) return received;
  const refunded = refundExcess(received.life, move.at, move.refundTo ?? 'original', found.id);
  const settled =
    refunded.effects.length > 0
      ? refunded.life
      : {
          ...refunded.life,
          returns: refunded.life.returns.map((r) =>
            r.id === found.id ? { ...r, state: 'REFUNDED' as const } : r,
          ),
        };
  return done(settled, [
    ...comeBackEffects(life, found.units, restock, 'return'),
    ...refunded.effects,
  ]);
}
