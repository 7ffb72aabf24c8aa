import { lineCounts } from '../line-counts.js';
import type { OrderLife } from '../life.js';
import type { MoveOf } from '../moves.js';
import { done, refuse, type MoveOutcome } from '../outcome.js';
import { returnWindowEnd } from './returns.js';

/**
 * COMPLETE: the shop's timer closes an order once everything still the shopper's was delivered,
 * no return is open and the return window has passed.
 *
 * @example
 * complete(life, { type: 'COMPLETE', actor: { kind: 'system' }, at });
 */
export function complete(life: OrderLife, move: MoveOf<'COMPLETE'>): MoveOutcome {
  if (life.completedAt !== null) return refuse('STATE', `Order ${life.code} is complete.`);
  const counts = lineCounts(life);
  const settled = counts.every(
    (c) => c.toPack + c.packed + c.inTransit + c.rtoInTransit + c.returnOpen === 0,
  );
  const kept = counts.some((c) => c.kept > 0);
  if (!settled || !kept) {
    return refuse('STATE', `Order ${life.code} still has units on their way or being returned.`);
  }
  const end = returnWindowEnd(life);
  if (end === null || move.at < end) {
    return refuse('WINDOW', `The return window of order ${life.code} is still open.`);
  }
  return done({ ...life, completedAt: move.at });
}
