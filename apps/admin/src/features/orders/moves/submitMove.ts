import { orderMoves } from '../api/moves';
import type { Order } from '../api/schemas';
import type { RefundTo, StaffMove } from './describe';

/** Everything a move form can hold (each move reads only its own). */
export interface MoveValues {
  reason: string;
  courier: string;
  awb: string;
  trackingUrl: string;
  phone: string;
  address: string;
  date: string;
  refundTo: RefundTo;
  amount: string;
  restockAll: boolean;
}

/** The form's problems by field (empty: ready to send). */
export type MoveProblems = Partial<Record<keyof MoveValues, string>>;

const NEEDS_REASON: readonly StaffMove[] = [
  'DELIVERY_FAILED',
  'CANCEL',
  'REFUSE_RETURN',
  'REISSUE_REFUND',
  'GOODWILL_REFUND',
];

/**
 * What a move's form is missing, field by field.
 *
 * @example
 * checkMove('DISPATCH', order, { ...values, awb: '' }).awb; // 'Enter the AWB.'
 */
export function checkMove(move: StaffMove, order: Order, values: MoveValues): MoveProblems {
  const problems: MoveProblems = {};
  if (NEEDS_REASON.includes(move) && !values.reason.trim()) {
    problems.reason =
      move === 'DELIVERY_FAILED' ? "Enter the courier's reason." : 'Enter the reason.';
  }
  if (move === 'DISPATCH') {
    if (!values.courier.trim()) problems.courier = 'Enter the courier.';
    if (!values.awb.trim()) problems.awb = 'Enter the AWB.';
  }
  if (
    move === 'REATTEMPT' &&
    values.phone.trim() &&
    !/^(\+91)?\d{10}$/.test(values.phone.replace(/\s/g, ''))
  ) {
    problems.phone = 'Enter 10 digits, with or without +91.';
  }
  if (move === 'GOODWILL_REFUND') {
    const amount = Number(values.amount);
    if (!values.amount.trim() || !Number.isFinite(amount) || amount <= 0)
      problems.amount = 'Enter an amount in rupees.';
    else if (!/^\d+(\.\d{1,2})?$/.test(values.amount.trim()))
      problems.amount = 'Enter rupees with at most two decimals (paise).';
    else if (amount > order.money.held)
      problems.amount = 'That is more than the shop holds for this order.';
  }
  return problems;
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * Sends the move to the admin API with the version the page read (CONFLICT when someone moved
 * the order since) and, for moves of money or stock, the form's idempotency key.
 *
 * @example
 * await submitMove('CONFIRM_COD', order, null, values, key);
 */
export function submitMove(
  move: StaffMove,
  order: Order,
  subject: string | null,
  values: MoveValues,
  idempotencyKey: string,
): Promise<unknown> {
  const base = { orderId: order.id, expectedVersion: order.version };
  const shipment = { ...base, shipmentId: subject ?? '' };
  const reason = optional(values.reason);
  const refund = { refundTo: values.refundTo, idempotencyKey };
  const restock = values.restockAll ? {} : { restock: [] };
  switch (move) {
    case 'CONFIRM_COD':
      return orderMoves.confirmOrder(base);
    case 'PACK':
      return orderMoves.packOrder(base);
    case 'DISPATCH':
      return orderMoves.dispatchOrder({
        ...base,
        ...(subject ? { shipmentId: subject } : {}),
        courier: values.courier.trim(),
        awb: values.awb.trim(),
        ...(optional(values.trackingUrl) ? { trackingUrl: values.trackingUrl.trim() } : {}),
      });
    case 'OUT_FOR_DELIVERY':
      return orderMoves.markOrderOutForDelivery(shipment);
    case 'DELIVER':
      return orderMoves.markOrderDelivered(shipment);
    case 'DELIVERY_FAILED':
      return orderMoves.reportDeliveryFailure({ ...shipment, reason: values.reason.trim() });
    case 'REATTEMPT':
      return orderMoves.reattemptDelivery({
        ...shipment,
        ...(optional(values.phone) ? { phone: values.phone.trim() } : {}),
        ...(optional(values.address) ? { address: values.address.trim() } : {}),
        ...(optional(values.date) ? { date: values.date } : {}),
        ...(reason ? { reason } : {}),
      });
    case 'RETURN_TO_ORIGIN':
      return orderMoves.returnToOrigin({ ...shipment, ...(reason ? { reason } : {}) });
    case 'RECEIVE_RTO':
      return orderMoves.receiveRto({
        ...shipment,
        ...restock,
        ...refund,
        ...(reason ? { reason } : {}),
      });
    case 'CANCEL':
      return orderMoves.cancelOrder({ ...base, ...refund, reason: values.reason.trim() });
    case 'APPROVE_RETURN':
      return orderMoves.approveReturn({
        ...base,
        returnId: subject ?? '',
        ...(reason ? { reason } : {}),
      });
    case 'REFUSE_RETURN':
      return orderMoves.refuseReturn({
        ...base,
        returnId: subject ?? '',
        reason: values.reason.trim(),
      });
    case 'RECEIVE_RETURN':
      return orderMoves.receiveReturn({
        ...base,
        returnId: subject ?? '',
        ...restock,
        ...refund,
        ...(reason ? { reason } : {}),
      });
    case 'REISSUE_REFUND':
      return orderMoves.refundOrder({
        ...base,
        destination: values.refundTo,
        reason: values.reason.trim(),
        idempotencyKey,
      });
    case 'GOODWILL_REFUND':
      return orderMoves.refundOrder({
        ...base,
        amount: Number(values.amount),
        destination: values.refundTo,
        reason: values.reason.trim(),
        idempotencyKey,
      });
  }
}
