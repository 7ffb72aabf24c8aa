/**
 * How the console names the contract's enumerations (admin.graphql) for people: one place, so a
 * stage reads the same in the list, the filters, the order's page and Today.
 *
 * @example
 * STAGE_LABELS.TO_DISPATCH; // 'Ready to dispatch'
 */
export const STAGE_LABELS = {
  AWAITING_PAYMENT: 'Awaiting payment',
  TO_CONFIRM: 'To confirm',
  TO_PACK: 'To pack',
  TO_DISPATCH: 'Ready to dispatch',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery failed',
  RTO_IN_TRANSIT: 'Returning to origin',
  RTO_RECEIVED: 'Returned to origin',
  DELIVERED: 'Delivered',
  RETURN_OPEN: 'Return open',
  RETURNED: 'Returned',
  COMPLETE: 'Complete',
  CANCELLED: 'Cancelled',
} as const;

/**
 * Payment types as staff say them.
 *
 * @example
 * PAYMENT_TYPE_LABELS.PPCOD; // 'Partial COD'
 */
export const PAYMENT_TYPE_LABELS = {
  COD: 'COD',
  PREPAID: 'Prepaid',
  PPCOD: 'Partial COD',
} as const;

/** The order list's address parameters (links from Today, saved views, the filters form). */
export const ORDER_LIST_PARAMS = {
  stage: 'stage',
  paymentType: 'payment',
  pinCode: 'pin',
  search: 'q',
  from: 'from',
  to: 'to',
} as const;

/**
 * The orders list's address for a filter (lists are comma-separated).
 *
 * @example
 * ordersPath({ stage: ['TO_CONFIRM'], paymentType: ['COD'] }); // '/orders?stage=TO_CONFIRM&payment=COD'
 */
export function ordersPath(filter: {
  stage?: readonly string[];
  paymentType?: readonly string[];
  pinCode?: string;
  from?: string;
  to?: string;
}): string {
  const params = new URLSearchParams();
  if (filter.stage?.length) params.set(ORDER_LIST_PARAMS.stage, filter.stage.join(','));
  if (filter.paymentType?.length)
    params.set(ORDER_LIST_PARAMS.paymentType, filter.paymentType.join(','));
  if (filter.pinCode) params.set(ORDER_LIST_PARAMS.pinCode, filter.pinCode);
  if (filter.from) params.set(ORDER_LIST_PARAMS.from, filter.from);
  if (filter.to) params.set(ORDER_LIST_PARAMS.to, filter.to);
  const query = params.toString();
  return query ? `/orders?${query}` : '/orders';
}
