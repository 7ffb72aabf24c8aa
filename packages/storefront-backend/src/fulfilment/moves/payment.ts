import { lineCounts } from '../line-counts.js';
import type { MoveOf } from '../moves.js';
import type { OrderLife } from '../life.js';
import { done, refuse, type MoveOutcome } from '../outcome.js';
import { refundExcess } from '../refunds-due.js';

/**
 * PAY: the online part arrived (the gateway's report, or a verified checkout). Only while the
 * order waits for it, and only for exactly the amount asked. Money for an order cancelled
 * meanwhile (its hold ran out: its units may have been sold again) is not turned back into a
 * sale: it is refunded to the original payment at once, as is the part of units cancelled
 * before the payment arrived.
 *
 * @example
 * pay(life, { type: 'PAY', actor: { kind: 'provider', provider: 'razorpay' }, at, amount });
 */
export function pay(life: OrderLife, move: MoveOf<'PAY'>): MoveOutcome {
  if (life.payment !== 'AWAITING') {
    return refuse('STATE', `Order ${life.code} is not waiting for a payment.`);
  }
  if (move.amount !== life.money.payNow) {
    return refuse(
      'DETAILS',
      `Order ${life.code} asks ${life.money.payNow} paise online, not ${move.amount}.`,
    );
  }
  const paid: OrderLife = {
    ...life,
    payment: 'PAID',
    money: { ...life.money, onlinePaid: move.amount },
  };
  const refunded = refundExcess(paid, move.at, 'original', null);
  const live = lineCounts(paid).some((counts) => counts.live > 0);
  return done(refunded.life, [
    ...refunded.effects,
    ...(live
      ? [{ kind: 'notify' as const, message: 'order-confirmed' as const, subject: null }]
      : []),
  ]);
}

/**
 * CONFIRM_COD: the shopper (through the link in their message) or staff confirm a COD order
 * the shop asked to be confirmed; it can then be packed.
 *
 * @example
 * confirmCod(life, { type: 'CONFIRM_COD', actor: { kind: 'shopper', userId: null }, at });
 */
export function confirmCod(life: OrderLife, _move: MoveOf<'CONFIRM_COD'>): MoveOutcome {
  if (life.confirmation !== 'REQUIRED') {
    return refuse('STATE', `Order ${life.code} does not need to be confirmed.`);
  }
  if (lineCounts(life).every((counts) => counts.live === 0)) {
    return refuse('STATE', `Order ${life.code} was cancelled.`);
  }
  return done({ ...life, confirmation: 'CONFIRMED' }, [
    { kind: 'notify', message: 'order-confirmed', subject: null },
  ]);
}
