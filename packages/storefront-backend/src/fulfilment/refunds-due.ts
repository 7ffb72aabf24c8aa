import { asPaise, type Paise } from '@haat/commerce-core';
import { cashOnTheWay, heldParts, netReceived, obligation } from './books.js';
import type { Effect } from './effects.js';
import type { OrderLife, RefundDestination, RefundDue, RefundParts } from './life.js';

/**
 * A life and the effects a step added.
 *
 * @example
 * const step: Stepped = { life, effects: [] };
 */
export interface Stepped {
  readonly life: OrderLife;
  readonly effects: readonly Effect[];
}

const NONE = asPaise(0);

/**
 * Gives back what the shop holds, or its couriers will collect for parcels on their way, beyond
 * what the shopper now owes (after a cancellation, a return, a parcel come back or a failed
 * refund) — at most what the shop holds — as at most two refunds: the online payment's
 * part to `destination`, and cash collected and redeemed rewards to store credit (cash cannot go
 * back to a card; rewards go back to the reward balance). The online payment is refunded first,
 * then cash, then rewards. Each refund is recorded due (`F1`, `F2`… within the order) and
 * answered as a `refund-due` effect, with a `refunded` message once processed.
 *
 * @example
 * const { life: next, effects } = refundExcess(life, now, 'original', null);
 */
export function refundExcess(
  life: OrderLife,
  at: number,
  destination: RefundDestination,
  returnId: string | null,
): Stepped {
  const coming = netReceived(life) + cashOnTheWay(life);
  return refundAmount(life, at, destination, returnId, coming - obligation(life));
}

/**
 * Gives back `amount` of what the shop holds for the order (at most what it holds), as
 * {@link refundExcess} does.
 *
 * @example
 * const { life: next, effects } = refundAmount(life, now, 'store-credit', null, asPaise(5000));
 */
export function refundAmount(
  life: OrderLife,
  at: number,
  destination: RefundDestination,
  returnId: string | null,
  amount: number,
): Stepped {
  let excess = Math.min(amount, netReceived(life));
  if (excess <= 0) return { life, effects: [] };
  const held = heldParts(life);
  const take = (available: number): Paise => {
    const taken = Math.min(excess, available);
    excess -= taken;
    return asPaise(taken);
  };
  const online = take(held.online);
  const cash = take(held.cash);
  const rewards = take(held.rewards);
  const refunds: RefundDue[] = [];
  const add = (parts: RefundParts, to: RefundDestination) => {
    const amount = asPaise(parts.online + parts.cash + parts.rewards);
    if (amount === 0) return;
    const id = `F${life.money.refunds.length + refunds.length + 1}`;
    refunds.push({ id, amount, destination: to, parts, returnId, status: 'due', createdAt: at });
  };
  if (destination === 'original') {
    add({ online, cash: NONE, rewards: NONE }, 'original');
    add({ online: NONE, cash, rewards }, 'store-credit');
  } else {
    add({ online, cash, rewards }, 'store-credit');
  }
  return {
    life: { ...life, money: { ...life.money, refunds: [...life.money.refunds, ...refunds] } },
    effects: refunds.map((refund) => ({
      kind: 'refund-due' as const,
      refundId: refund.id,
      amount: refund.amount,
      destination: refund.destination,
      parts: refund.parts,
    })),
  };
}
