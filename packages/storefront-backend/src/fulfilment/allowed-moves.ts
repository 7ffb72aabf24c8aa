import { asPaise } from '@haat/commerce-core';
import { applyMove, subjectOf } from './apply-move.js';
import { lineCounts } from './line-counts.js';
import type { Actor, OrderLife } from './life.js';
import type { Move, MoveType } from './moves.js';

/**
 * A move the order can make now, and the shipment, return or refund it would be about.
 *
 * @example
 * const allowed: AllowedMove = { move: 'DISPATCH', subject: 'S1' };
 */
export interface AllowedMove {
  readonly move: MoveType;
  readonly subject: string | null;
}

/** Placeholder details for probing: any non-blank value passes the machine's checks. */
const PROBE = 'probe';

function candidates(life: OrderLife, actor: Actor, at: number): Move[] {
  const base = { actor, at, reason: PROBE };
  const returnable = lineCounts(life)
    .map((c, line) => ({ line, quantity: c.kept - c.returnOpen }))
    .filter((u) => u.quantity > 0);
  return [
    { ...base, type: 'PAY', amount: life.money.payNow },
    { ...base, type: 'CONFIRM_COD' },
    { ...base, type: 'PACK' },
    { ...base, type: 'DISPATCH', courier: PROBE, awb: PROBE },
    ...life.shipments.flatMap((s): Move[] => [
      { ...base, type: 'DISPATCH', shipmentId: s.id, courier: PROBE, awb: PROBE },
      { ...base, type: 'OUT_FOR_DELIVERY', shipmentId: s.id },
      { ...base, type: 'DELIVERY_FAILED', shipmentId: s.id },
      { ...base, type: 'REATTEMPT', shipmentId: s.id },
      { ...base, type: 'RETURN_TO_ORIGIN', shipmentId: s.id },
      { ...base, type: 'RECEIVE_RTO', shipmentId: s.id },
      { ...base, type: 'DELIVER', shipmentId: s.id },
    ]),
    { ...base, type: 'CANCEL' },
    ...(returnable.length > 0
      ? [{ ...base, type: 'REQUEST_RETURN' as const, units: returnable }]
      : []),
    ...life.returns.flatMap((r): Move[] => [
      { ...base, type: 'APPROVE_RETURN', returnId: r.id },
      { ...base, type: 'REFUSE_RETURN', returnId: r.id },
      { ...base, type: 'RECEIVE_RETURN', returnId: r.id },
    ]),
    ...life.money.refunds.map((f): Move => ({
      ...base,
      type: 'SETTLE_REFUND',
      refundId: f.id,
      outcome: 'processed',
    })),
    { ...base, type: 'REISSUE_REFUND', refundTo: 'original' },
    { ...base, type: 'GOODWILL_REFUND', amount: asPaise(1), refundTo: 'original' },
    { ...base, type: 'COMPLETE' },
  ];
}

/**
 * Every move `actor` could make on the order at `at`, found by trying each one on the machine
 * itself (so the list can never disagree with `applyMove`): what the console offers as buttons,
 * what the shopper's order page offers (Cancel, Return). Moves that take units are tried with
 * all the units they could take; a move made with fewer may still be refused for its details.
 *
 * @example
 * allowedMoves(life, { kind: 'staff', staffId: 'u-7' }, now);
 * // [{ move: 'PACK', subject: null }, { move: 'DISPATCH', subject: null }, { move: 'CANCEL', subject: null }]
 */
export function allowedMoves(life: OrderLife, actor: Actor, at: number): AllowedMove[] {
  return candidates(life, actor, at)
    .filter((move) => applyMove(life, move).ok)
    .map((move) => ({ move: move.type, subject: subjectOf(move) }));
}
