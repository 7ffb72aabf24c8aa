import type { StoredOrderLife, AdminOrderQuery } from '../ports/storage/order-lives.js';
import type { OrderRecord } from '../ports/storage/records.js';

/**
 * Whether an order (with its stored life, or null) matches the console's query: the rule the
 * memory adapter filters by and the SQL adapter's WHERE says (see `AdminOrderQuery`).
 *
 * @example
 * adminOrderMatches(order, null, { statuses: ['CONFIRMED'] }); // true for a confirmed order
 */
export function adminOrderMatches(
  order: OrderRecord,
  life: StoredOrderLife | null,
  query: AdminOrderQuery,
): boolean {
  const { statuses, paymentTypes, stages, phone, code, pinCode, awb, from, to } = query;
  if (statuses && !statuses.includes(order.status)) return false;
  if (paymentTypes && !paymentTypes.includes(order.paymentType)) return false;
  if (phone !== undefined && order.shippingAddress.phone !== phone) return false;
  if (code !== undefined && order.code.toLowerCase() !== code.toLowerCase()) return false;
  if (pinCode !== undefined && order.shippingAddress.pinCode !== pinCode) return false;
  if (awb !== undefined && !life?.life.shipments.some((shipment) => shipment.awb === awb)) {
    return false;
  }
  if (from !== undefined && order.createdAt < from) return false;
  if (to !== undefined && order.createdAt >= to) return false;
  if (stages) {
    return life
      ? stages.started.includes(life.stage)
      : stages.unstarted.some(
          (pair) => pair.status === order.status && pair.paymentType === order.paymentType,
        );
  }
  return true;
}
