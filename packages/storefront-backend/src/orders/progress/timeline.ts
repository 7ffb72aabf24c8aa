import type { OrderTimelineStep } from '@haat/storefront-api/resolvers';
import type { LifeEvent, OrderLife, Shipment } from '../../fulfilment/life.js';

const iso = (at: number): string => new Date(at).toISOString();

/** Titles of the moves whose words never depend on the order. */
const TITLES: Readonly<Record<string, string>> = Object.freeze({
  PLACE: 'Order placed',
  PAY: 'Payment received',
  CONFIRM_COD: 'Order confirmed',
  PACK: 'Packed',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery attempt failed',
  REATTEMPT: 'Delivery will be attempted again',
  RETURN_TO_ORIGIN: 'Returning to the shop',
  RECEIVE_RTO: 'Received back at the shop',
  DELIVER: 'Delivered',
  REQUEST_RETURN: 'Return requested',
  APPROVE_RETURN: 'Return approved',
  REFUSE_RETURN: 'Return refused',
  RECEIVE_RETURN: 'Return received at the shop',
  COMPLETE: 'Completed',
});

/** The parcel a DISPATCH event handed over: its subject, else the one dispatched at its time. */
const dispatched = (life: OrderLife, event: LifeEvent): Shipment | undefined =>
  life.shipments.find((s) => s.id === event.subject) ??
  life.shipments.findLast((s) => s.dispatchedAt === event.at);

/** One event in the shopper's words, or null for what a shopper need not read. */
function stepOf(life: OrderLife, event: LifeEvent, index: number): OrderTimelineStep | null {
  const at = iso(event.at);
  const plain = { at, courier: null, awb: null, trackingUrl: null };
  switch (event.move) {
    case 'DISPATCH': {
      const parcel = dispatched(life, event);
      return {
        title: parcel?.courier ? `Dispatched with ${parcel.courier}` : 'Dispatched',
        at,
        courier: parcel?.courier ?? null,
        awb: parcel?.awb ?? null,
        trackingUrl: parcel?.trackingUrl ?? null,
      };
    }
    case 'CANCEL': {
      const laterCancel = life.events.slice(index + 1).some((e) => e.move === 'CANCEL');
      const whole = life.lines.every((line) => line.cancelled === line.quantity);
      return { ...plain, title: whole && !laterCancel ? 'Order cancelled' : 'Items cancelled' };
    }
    case 'SETTLE_REFUND': {
      const refund = life.money.refunds.find((r) => r.id === event.subject);
      if (refund?.status !== 'processed') return null;
      const to = refund.destination === 'store-credit' ? ' to your store credit' : '';
      return { ...plain, title: `Refund processed${to}` };
    }
    default: {
      const title = TITLES[event.move];
      return title ? { ...plain, title } : null;
    }
  }
}

/**
 * What happened to an order, oldest first, in the shopper's words: placed, paid, confirmed,
 * packed, dispatched (with the parcel's courier, AWB and tracking link), delivered, returned,
 * refunded. Staff's notes (move reasons) and the book-keeping moves (a refund asked again, a
 * failed refund) are not shown.
 *
 * @example
 * shopperTimeline(life)[0]; // { title: 'Order placed', at: '2026-11-27T10:00:00.000Z', … }
 */
export function shopperTimeline(life: OrderLife): OrderTimelineStep[] {
  return life.events.flatMap((event, index) => stepOf(life, event, index) ?? []);
}
