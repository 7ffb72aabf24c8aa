import { asPaise, type Paise } from '@haat/commerce-core';
import { lineCounts } from './line-counts.js';
import type { LifeLine, OrderLife, RefundParts } from './life.js';

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/**
 * What a line's `count` highest-valued units are worth. Units leave a line lowest value first
 * (cancelled, come back, returned), so its live units are always its highest-valued ones.
 *
 * @example
 * topValue(line, 2); // line.unitValues[0] + line.unitValues[1]
 */
export function topValue(line: LifeLine, count: number): number {
  return sum(line.unitValues.slice(0, count));
}

/**
 * What `count` more units leaving a line that already lost `removed` are worth (the lowest of
 * those still live).
 *
 * @example
 * leavingValue(line, 0, 1); // the line's lowest unit value
 */
export function leavingValue(line: LifeLine, removed: number, count: number): number {
  const end = line.quantity - removed;
  return sum(line.unitValues.slice(end - count, end));
}

/**
 * Whether any shipment of the order reached the shopper.
 *
 * @example
 * everDelivered(life); // true once a parcel was delivered
 */
export function everDelivered(life: OrderLife): boolean {
  return life.shipments.some((shipment) => shipment.state === 'DELIVERED');
}

/**
 * What the shopper owes for the order as it now stands: its live units, its charges while any
 * unit is live or once one was delivered, a PPCOD advance kept on a return to origin, less
 * goodwill refunds (never below 0).
 *
 * @example
 * obligation(life); // 0 for an order cancelled before dispatch
 */
export function obligation(life: OrderLife): number {
  const counts = lineCounts(life);
  const live = sum(life.lines.map((line, index) => topValue(line, counts[index]?.live ?? 0)));
  const anyLive = counts.some((count) => count.live > 0);
  const charges = anyLive || everDelivered(life) ? life.money.charges : 0;
  return Math.max(0, live + charges + life.money.retained - life.money.goodwill);
}

/**
 * What the order's refunds took back from each kind of money (failed refunds gave theirs back).
 *
 * @example
 * refundedParts(life).online; // paise refunded from the online payment
 */
export function refundedParts(life: OrderLife): RefundParts {
  const live = life.money.refunds.filter((refund) => refund.status !== 'failed');
  return {
    online: asPaise(sum(live.map((refund) => refund.parts.online))),
    cash: asPaise(sum(live.map((refund) => refund.parts.cash))),
    rewards: asPaise(sum(live.map((refund) => refund.parts.rewards))),
  };
}

/**
 * What the shop still holds of each kind of money the shopper paid.
 *
 * @example
 * heldParts(life).cash; // cash collected and not refunded
 */
export function heldParts(life: OrderLife): RefundParts {
  const refunded = refundedParts(life);
  return {
    online: asPaise(life.money.onlinePaid - refunded.online),
    cash: asPaise(life.money.cashCollected - refunded.cash),
    rewards: asPaise(life.money.rewardsApplied - refunded.rewards),
  };
}

/**
 * Everything the shop holds for the order (paid online, rewards redeemed, cash collected, less
 * refunds).
 *
 * @example
 * netReceived(life) <= obligation(life); // always
 */
export function netReceived(life: OrderLife): number {
  const held = heldParts(life);
  return held.online + held.cash + held.rewards;
}

/**
 * Cash the couriers of parcels on their way are to collect (fixed at dispatch).
 *
 * @example
 * cashOnTheWay(life); // 0 once every parcel was delivered or came back
 */
export function cashOnTheWay(life: OrderLife): number {
  return sum(
    life.shipments
      .filter((s) => ['DISPATCHED', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED'].includes(s.state))
      .map((s) => s.codAmount),
  );
}

/**
 * The cash a shipment's courier is to collect, fixed at dispatch: what the shopper will owe for
 * the units delivered or on their way once this parcel is delivered (valued at their highest,
 * so collecting never takes more than is owed), less what the shop holds and what parcels
 * already on their way will collect. 0 for prepaid orders.
 *
 * @example
 * codToCollect(life, [1, 0]); // paise, never negative
 */
export function codToCollect(life: OrderLife, unitsOnTheirWay: readonly number[]): Paise {
  const goods = sum(life.lines.map((line, index) => topValue(line, unitsOnTheirWay[index] ?? 0)));
  const owed = goods + life.money.charges + life.money.retained - life.money.goodwill;
  return asPaise(Math.max(0, owed - netReceived(life) - cashOnTheWay(life)));
}
