import type { Actor, OrderLife } from './life.js';
import type { Move, MoveOf, MoveType } from './moves.js';
import { cancel } from './moves/cancel.js';
import { complete } from './moves/complete.js';
import { confirmCod, pay } from './moves/payment.js';
import { goodwillRefund, reissueRefund, settleRefund } from './moves/refunds.js';
import { approveReturn, receiveReturn, refuseReturn, requestReturn } from './moves/returns.js';
import { receiveRto } from './moves/rto.js';
import {
  deliver,
  deliveryFailed,
  dispatch,
  outForDelivery,
  pack,
  reattempt,
  returnToOrigin,
} from './moves/shipping.js';
import { done, refuse, type MoveOutcome } from './outcome.js';

/**
 * Who may make each move (staff permissions are checked before, by the admin API): the gateway
 * or the shop's payment checks pay; shoppers confirm, cancel, correct a failed delivery and ask
 * for returns; couriers (providers) and staff move parcels; only staff decide returns, receive
 * what came back and give money back by hand; only the shop's timer completes an order.
 *
 * @example
 * MOVE_ACTORS.DISPATCH; // ['staff', 'provider']
 */
export const MOVE_ACTORS: Readonly<Record<MoveType, readonly Actor['kind'][]>> = {
  PAY: ['provider', 'system'],
  CONFIRM_COD: ['shopper', 'staff'],
  PACK: ['staff', 'provider'],
  DISPATCH: ['staff', 'provider'],
  OUT_FOR_DELIVERY: ['staff', 'provider'],
  DELIVERY_FAILED: ['staff', 'provider'],
  REATTEMPT: ['staff', 'shopper'],
  RETURN_TO_ORIGIN: ['staff', 'provider'],
  RECEIVE_RTO: ['staff'],
  DELIVER: ['staff', 'provider'],
  CANCEL: ['shopper', 'staff', 'system'],
  REQUEST_RETURN: ['shopper', 'staff'],
  APPROVE_RETURN: ['staff'],
  REFUSE_RETURN: ['staff'],
  RECEIVE_RETURN: ['staff'],
  SETTLE_REFUND: ['provider', 'system', 'staff'],
  REISSUE_REFUND: ['staff'],
  GOODWILL_REFUND: ['staff'],
  COMPLETE: ['system'],
};

type Handlers = { readonly [T in MoveType]: (life: OrderLife, move: MoveOf<T>) => MoveOutcome };

const HANDLERS: Handlers = {
  PAY: pay,
  CONFIRM_COD: confirmCod,
  PACK: pack,
  DISPATCH: dispatch,
  OUT_FOR_DELIVERY: outForDelivery,
  DELIVERY_FAILED: deliveryFailed,
  REATTEMPT: reattempt,
  RETURN_TO_ORIGIN: returnToOrigin,
  RECEIVE_RTO: receiveRto,
  DELIVER: deliver,
  CANCEL: cancel,
  REQUEST_RETURN: requestReturn,
  APPROVE_RETURN: approveReturn,
  REFUSE_RETURN: refuseReturn,
  RECEIVE_RETURN: receiveReturn,
  SETTLE_REFUND: settleRefund,
  REISSUE_REFUND: reissueRefund,
  GOODWILL_REFUND: goodwillRefund,
  COMPLETE: complete,
};

/**
 * The shipment, return or refund a move is about (null: the order itself).
 *
 * @example
 * subjectOf({ type: 'DELIVER', actor, at, shipmentId: 'S1' }); // 'S1'
 */
export const subjectOf = (move: Move): string | null =>
  'shipmentId' in move && move.shipmentId !== undefined
    ? move.shipmentId
    : 'returnId' in move
      ? move.returnId
      : 'refundId' in move
        ? move.refundId
        : null;

/**
 * The order's life after one move (Vendure's OrderProcess is the model: every move is guarded,
 * and a refused move changes nothing). Pure: the new life and the effects it implies (stock,
 * coupon use, refunds, cash, messages) are answered as data, for the service to apply in the
 * same transaction that stores the life. A moved life records the move (name, actor, time,
 * reason, the shipment, return or refund it was about) and counts one more version; a move
 * made before the last one recorded is refused (moves happen in time order).
 *
 * @example
 * const outcome = applyMove(life, { type: 'CONFIRM_COD', actor: { kind: 'staff', staffId }, at });
 * if (outcome.ok) await store(outcome.life, outcome.effects);
 */
export function applyMove(life: OrderLife, move: Move): MoveOutcome {
  if (!MOVE_ACTORS[move.type].includes(move.actor.kind)) {
    return refuse('ACTOR', `A ${move.actor.kind} cannot make the move ${move.type} on an order.`);
  }
  const last = life.events.at(-1)?.at ?? life.placedAt;
  if (!Number.isSafeInteger(move.at) || move.at < last) {
    return refuse(
      'DETAILS',
      `Order ${life.code} moved last at ${last}: a move cannot come before it.`,
    );
  }
  const handler = HANDLERS[move.type] as (life: OrderLife, move: Move) => MoveOutcome;
  const outcome = handler(life, move);
  if (!outcome.ok) return outcome;
  const event = {
    move: move.type,
    actor: move.actor,
    at: move.at,
    reason: move.reason?.trim() || null,
    subject: subjectOf(move),
  };
  return done(
    { ...outcome.life, events: [...life.events, event], version: life.version + 1 },
    outcome.effects,
  );
}
