import { asPaise } from '@haat/commerce-core';
import { netReceived, obligation } from '../books.js';
import type { OrderLife } from '../life.js';
import type { MoveOf } from '../moves.js';
import { done, refuse, type MoveOutcome } from '../outcome.js';
import { refundAmount, refundExcess } from '../refunds-due.js';

/**
 * SETTLE_REFUND: a refund the life made due was processed (the gateway's report, or store
 * credit given) or failed. Processed: the shopper is told, and a return whose refunds are all
 * processed is refunded. Failed: its money is back in the order's books, owed to the shopper
 * until staff refund it again (`REISSUE_REFUND`).
 *
 * @example
 * settleRefund(life, { type: 'SETTLE_REFUND', actor, at, refundId: 'F1', outcome: 'processed' });
 */
export function settleRefund(life: OrderLife, move: MoveOf<'SETTLE_REFUND'>): MoveOutcome {
  const found = life.money.refunds.find((refund) => refund.id === move.refundId);
  if (!found) return refuse('STATE', `Order ${life.code} has no refund ${move.refundId}.`);
  if (found.status !== 'due') {
    return refuse('STATE', `Refund ${found.id} of order ${life.code} is already ${found.status}.`);
  }
  const refunds = life.money.refunds.map((refund) =>
    refund.id === found.id ? { ...refund, status: move.outcome } : refund,
  );
  const returns = life.returns.map((request) =>
    request.id === found.returnId &&
    request.state === 'RECEIVED' &&
    refunds.every((r) => r.returnId !== request.id || r.status === 'processed')
      ? { ...request, state: 'REFUNDED' as const }
      : request,
  );
  const next = { ...life, returns, money: { ...life.money, refunds } };
  return done(
    next,
    move.outcome === 'processed'
      ? [{ kind: 'notify', message: 'refunded', subject: found.id, amount: found.amount }]
      : [],
  );
}

/**
 * REISSUE_REFUND: staff refund again what a failed refund left owed (to the original payment or
 * store credit); the refunds it makes are marked `reissue` (payout attempts of money already
 * made due, which tax documents credit once).
 *
 * @example
 * reissueRefund(life, { type: 'REISSUE_REFUND', actor, at, refundTo: 'store-credit' });
 */
export function reissueRefund(life: OrderLife, move: MoveOf<'REISSUE_REFUND'>): MoveOutcome {
  const refunded = refundExcess(life, move.at, move.refundTo, null);
  if (refunded.effects.length === 0) {
    return refuse('STATE', `Order ${life.code} has nothing left to refund.`);
  }
  const made = new Set(refunded.effects.map((e) => ('refundId' in e ? e.refundId : '')));
  const refunds = refunded.life.money.refunds.map((refund) =>
    made.has(refund.id) ? { ...refund, reissue: true as const } : refund,
  );
  return done({ ...refunded.life, money: { ...refunded.life.money, refunds } }, refunded.effects);
}

/**
 * GOODWILL_REFUND: staff give back part of what the shop holds beyond the rules (a late
 * delivery, a damaged box kept by the shopper): the order then owes that much less.
 *
 * @example
 * goodwillRefund(life, { type: 'GOODWILL_REFUND', actor, at, amount: asPaise(5000),
 *   refundTo: 'store-credit', reason: 'Late delivery' });
 */
export function goodwillRefund(life: OrderLife, move: MoveOf<'GOODWILL_REFUND'>): MoveOutcome {
  const most = Math.min(netReceived(life), obligation(life));
  if (!Number.isSafeInteger(move.amount) || move.amount < 1 || move.amount > most) {
    return refuse(
      'DETAILS',
      `A goodwill refund of order ${life.code} is between 1 and ${Math.max(most, 0)} paise.`,
    );
  }
  const lowered = {
    ...life,
    money: { ...life.money, goodwill: asPaise(life.money.goodwill + move.amount) },
  };
  const refunded = refundAmount(lowered, move.at, move.refundTo, null, move.amount);
  return done(refunded.life, refunded.effects);
}
