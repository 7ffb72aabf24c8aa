import { formatRupees } from '@/lib/money';
import type { Order, OrderMove } from '../api/schemas';

/** The moves staff make from an order's page (the rest are the shopper's, the system's or a provider's). */
export const STAFF_MOVES = [
  'CONFIRM_COD',
  'PACK',
  'DISPATCH',
  'OUT_FOR_DELIVERY',
  'DELIVER',
  'DELIVERY_FAILED',
  'REATTEMPT',
  'RETURN_TO_ORIGIN',
  'RECEIVE_RTO',
  'CANCEL',
  'APPROVE_RETURN',
  'REFUSE_RETURN',
  'RECEIVE_RETURN',
  'REISSUE_REFUND',
  'GOODWILL_REFUND',
] as const satisfies readonly OrderMove[];

export type StaffMove = (typeof STAFF_MOVES)[number];

/**
 * Whether staff make this move (it gets a button).
 *
 * @example
 * isStaffMove('PAY'); // false
 */
export const isStaffMove = (move: OrderMove): move is StaffMove =>
  (STAFF_MOVES as readonly string[]).includes(move);

/** Where a refund goes. */
export type RefundTo = 'ORIGINAL' | 'STORE_CREDIT';

const REFUND_PLACES: Record<RefundTo, string> = {
  ORIGINAL: 'to the original payment',
  STORE_CREDIT: "to the shopper's store credit",
};

/**
 * A move's button label.
 *
 * @example
 * moveLabel('DELIVERY_FAILED', 'S1'); // 'Failed delivery of S1'
 */
export function moveLabel(move: StaffMove, subject: string | null): string {
  const of = subject ? ` ${subject}` : '';
  const labels: Record<StaffMove, string> = {
    CONFIRM_COD: 'Confirm order',
    PACK: 'Mark packed',
    DISPATCH: `Dispatch${of}`,
    OUT_FOR_DELIVERY: `Out for delivery${of}`,
    DELIVER: `Mark${of} delivered`,
    DELIVERY_FAILED: `Failed delivery of${of}`,
    REATTEMPT: `Re-attempt${of}`,
    RETURN_TO_ORIGIN: `Return${of} to origin`,
    RECEIVE_RTO: `Receive${of} back`,
    CANCEL: 'Cancel order',
    APPROVE_RETURN: `Approve return${of}`,
    REFUSE_RETURN: `Refuse return${of}`,
    RECEIVE_RETURN: `Receive return${of}`,
    REISSUE_REFUND: 'Refund again',
    GOODWILL_REFUND: 'Goodwill refund',
  };
  return labels[move];
}

/** What the staff member has typed that changes the sentence. */
export interface MoveChoices {
  refundTo: RefundTo;
  /** Goodwill amount, rupees (NaN while empty). */
  amount: number;
  restockAll: boolean;
}

/**
 * What a move will do, in one sentence, before staff press it: e.g. 'Refund ₹474.05 to the
 * original payment.' Amounts are the API's (`money.held`, `money.refundable`, a shipment's
 * `codAmount`): nothing is computed here.
 *
 * @example
 * describeMove('REISSUE_REFUND', order, null, { refundTo: 'ORIGINAL', amount: NaN, restockAll: true });
 * // 'Refund ₹474.05 to the original payment.'
 */
export function describeMove(
  move: StaffMove,
  order: Order,
  subject: string | null,
  choices: MoveChoices,
): string {
  const shipment = order.shipments.find((s) => s.id === subject);
  const place = REFUND_PLACES[choices.refundTo];
  const toPack = order.lines.reduce((sum, line) => sum + line.toPack, 0);
  const restock = choices.restockAll ? 'every unit goes back on sale' : 'the units are written off';
  switch (move) {
    case 'CONFIRM_COD':
      return `Confirm ${order.code}: it moves on to packing.`;
    case 'PACK':
      return `Pack the ${toPack} ${toPack === 1 ? 'unit' : 'units'} still to pack into a new shipment.`;
    case 'DISPATCH':
      return `Dispatch ${subject ?? 'every unit still to pack'} with this courier and AWB; the shopper gets the dispatched message with the tracking link.`;
    case 'OUT_FOR_DELIVERY':
      return `Mark ${subject ?? 'the shipment'} out for delivery; the shopper is told it arrives today.`;
    case 'DELIVER':
      return shipment && shipment.codAmount > 0
        ? `Mark ${subject} delivered: the courier collected ${formatRupees(shipment.codAmount)} in cash.`
        : `Mark ${subject ?? 'the shipment'} delivered.`;
    case 'DELIVERY_FAILED':
      return `Record failed delivery attempt ${(shipment?.attempts ?? 0) + 1} of ${subject ?? 'the shipment'}; the order then waits for a decision.`;
    case 'REATTEMPT':
      return `Ask the courier to deliver ${subject ?? 'the shipment'} again, with the corrections given.`;
    case 'RETURN_TO_ORIGIN':
      return `Send ${subject ?? 'the shipment'} back to the shop undelivered${shipment && shipment.codAmount > 0 ? `: ${formatRupees(shipment.codAmount)} COD will not be collected` : ''}.`;
    case 'RECEIVE_RTO':
      return `${subject ?? 'The shipment'} is back: ${restock}${order.money.held > 0 ? `; money owed back is refunded ${place}` : ''}.`;
    case 'CANCEL':
      return `Cancel every unit not yet dispatched: stock, coupon use and rewards go back${order.money.held > 0 ? `, and ${formatRupees(order.money.held)} is refunded ${place}` : ''}.`;
    case 'APPROVE_RETURN':
      return `Approve return ${subject ?? ''}: the shopper sends the units back.`.replace(
        ' :',
        ':',
      );
    case 'REFUSE_RETURN':
      return `Refuse return ${subject ?? ''}; the shopper is told the reason.`.replace(' ;', ';');
    case 'RECEIVE_RETURN':
      return `Return ${subject ?? ''} arrived: ${restock}, and it is refunded ${place}.`.replace(
        '  ',
        ' ',
      );
    case 'REISSUE_REFUND':
      return `Refund ${formatRupees(order.money.refundable)} ${place}.`;
    case 'GOODWILL_REFUND':
      return Number.isFinite(choices.amount) && choices.amount > 0
        ? `Refund ${formatRupees(choices.amount)} ${place}.`
        : `Refund an amount of your choice (at most ${formatRupees(order.money.held)}) ${place}.`;
  }
}
