import type {
  AdminOrderAnyOf,
  StoredOrderLife,
  AdminOrderQuery,
} from '../ports/storage/order-lives.js';
import type { OrderRecord } from '../ports/storage/records.js';

type Identity = Pick<AdminOrderQuery, 'phone' | 'code' | 'awb'>;

/** Which of `phone`, `code` and `awb` (each given one) the order has, exactly. */
function identityMatches(
  order: OrderRecord,
  life: StoredOrderLife | null,
  { phone, code, awb }: Identity,
): { readonly phone?: boolean; readonly code?: boolean; readonly awb?: boolean } {
  return {
    ...(phone !== undefined && { phone: order.shippingAddress.phone === phone }),
    ...(code !== undefined && { code: order.code.toLowerCase() === code.toLowerCase() }),
    ...(awb !== undefined && {
      awb: life?.life.shipments.some((shipment) => shipment.awb === awb) ?? false,
    }),
  };
}

/** Whether any given part of `anyOf` matches (none given: false). */
function anyMatches(
  order: OrderRecord,
  life: StoredOrderLife | null,
  anyOf: AdminOrderAnyOf,
): boolean {
  return Object.values(identityMatches(order, life, anyOf)).some(Boolean);
}

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
  const { statuses, paymentTypes, stages, pinCode, from, to, anyOf } = query;
  if (statuses && !statuses.includes(order.status)) return false;
  if (paymentTypes && !paymentTypes.includes(order.paymentType)) return false;
  if (!Object.values(identityMatches(order, life, query)).every(Boolean)) return false;
  if (anyOf && !anyMatches(order, life, anyOf)) return false;
  if (pinCode !== undefined && order.shippingAddress.pinCode !== pinCode) return false;
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
