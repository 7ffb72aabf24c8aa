import { lineCounts } from './line-counts.js';
import type { OrderLife } from './life.js';

/**
 * Where an order stands for the shop's staff (the console's lists and counts): the first that
 * applies of — waiting for payment, to confirm, complete, cancelled; a failed delivery waiting
 * for a decision; a return to handle; units to pack; packed units to dispatch; out for
 * delivery; in transit; coming back; and, with nothing left to move, delivered, returned (a
 * shopper's return) or received back undelivered.
 *
 * @example
 * const stage: FulfilmentStage = 'TO_DISPATCH';
 */
export type FulfilmentStage =
  | 'AWAITING_PAYMENT'
  | 'TO_CONFIRM'
  | 'TO_PACK'
  | 'TO_DISPATCH'
  | 'IN_TRANSIT'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERY_FAILED'
  | 'RTO_IN_TRANSIT'
  | 'RTO_RECEIVED'
  | 'DELIVERED'
  | 'RETURN_OPEN'
  | 'RETURNED'
  | 'COMPLETE'
  | 'CANCELLED';

/**
 * The order's {@link FulfilmentStage}.
 *
 * @example
 * fulfilmentStage(life); // 'TO_CONFIRM' for a COD order waiting for the shopper's confirmation
 */
export function fulfilmentStage(life: OrderLife): FulfilmentStage {
  const counts = lineCounts(life);
  const any = (test: (c: (typeof counts)[number]) => number) => counts.some((c) => test(c) > 0);
  const shipment = (state: string) => life.shipments.some((s) => s.state === state);
  if (counts.every((c) => c.cancelled === c.ordered)) return 'CANCELLED';
  if (life.payment === 'AWAITING') return 'AWAITING_PAYMENT';
  if (life.confirmation === 'REQUIRED') return 'TO_CONFIRM';
  if (life.completedAt !== null) return 'COMPLETE';
  if (shipment('DELIVERY_FAILED')) return 'DELIVERY_FAILED';
  if (any((c) => c.returnOpen)) return 'RETURN_OPEN';
  if (any((c) => c.toPack)) return 'TO_PACK';
  if (any((c) => c.packed)) return 'TO_DISPATCH';
  if (shipment('OUT_FOR_DELIVERY')) return 'OUT_FOR_DELIVERY';
  if (shipment('DISPATCHED')) return 'IN_TRANSIT';
  if (shipment('RTO_IN_TRANSIT')) return 'RTO_IN_TRANSIT';
  if (any((c) => c.kept)) return 'DELIVERED';
  return any((c) => c.returned) ? 'RETURNED' : 'RTO_RECEIVED';
}
