import type { FulfilmentStage } from '../../fulfilment/stage.js';

/**
 * Each stage of an order's life in the shopper's words (the order page's badge, the account's
 * order list). The staff's stages split what a shopper sees as one step (to pack, packed) and
 * name what the shopper only feels (a parcel coming back to the shop).
 *
 * @example
 * SHOPPER_STAGE_LABELS.IN_TRANSIT; // 'Dispatched'
 */
export const SHOPPER_STAGE_LABELS: Readonly<Record<FulfilmentStage, string>> = Object.freeze({
  AWAITING_PAYMENT: 'Waiting for payment',
  TO_CONFIRM: 'Waiting for your confirmation',
  TO_PACK: 'Confirmed',
  TO_DISPATCH: 'Packed',
  IN_TRANSIT: 'Dispatched',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery attempt failed',
  RTO_IN_TRANSIT: 'Returning to the shop',
  RTO_RECEIVED: 'Returned to the shop',
  DELIVERED: 'Delivered',
  RETURN_OPEN: 'Return in progress',
  RETURNED: 'Returned',
  COMPLETE: 'Completed',
  CANCELLED: 'Cancelled',
});
