import { fromPaise } from '@haat/commerce-core';
import type { Order, OrderProduct } from '@haat/storefront-api/resolvers';
import type { OrderLineRecord, OrderRecord } from '../ports/storage/records.js';

/**
 * How much of an order the caller may see: `personal` (name, phone, addresses, user id,
 * metadata) only for its owner; `accessKey` only in CreateOrder's answer.
 *
 * @example
 * const view: OrderVisibility = { personal: false, accessKey: null };
 */
export interface OrderVisibility {
  readonly personal: boolean;
  readonly accessKey: string | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

const orderProduct = (line: OrderLineRecord): OrderProduct => ({
  productId: line.productId,
  variantId: line.variantId,
  sku: line.sku,
  title: line.title,
  variantTitle: line.variantTitle,
  imageKey: line.imageKey,
  quantity: line.quantity,
  cancelledQuantity: line.cancelledQuantity,
  price: fromPaise(line.unitPrice),
  listingPrice: line.unitListingPrice === null ? null : fromPaise(line.unitListingPrice),
  source: line.source,
  status: line.status,
  deliveryPartner: line.deliveryPartner,
  shippingCourier: line.shippingCourier,
  trackingId: line.trackingId,
});

/**
 * The API's Order from a stored order: money in rupees, times in ISO 8601, and the personal
 * fields (addresses, user id, metadata) null unless `visibility.personal`.
 *
 * @example
 * orderView(record, { personal: false, accessKey: null }).shippingAddress; // null
 */
export function orderView(order: OrderRecord, visibility: OrderVisibility): Order {
  const { amounts } = order;
  const { personal } = visibility;
  return {
    id: order.id,
    code: order.code,
    storeId: order.storeId,
    userId: personal ? order.userId : null,
    channelName: order.channelName,
    shippingAddress: personal ? order.shippingAddress : null,
    billingAddress: personal ? order.billingAddress : null,
    accessKey: visibility.accessKey,
    products: order.lines.map(orderProduct),
    itemTotal: fromPaise(amounts.itemTotal),
    listingTotal: amounts.listingTotal === null ? null : fromPaise(amounts.listingTotal),
    couponDiscount: fromPaise(amounts.couponDiscount),
    totalAmount: fromPaise(amounts.total),
    totalDiscount: fromPaise(amounts.totalDiscount),
    totalStoreCredit: fromPaise(amounts.rewardsApplied),
    totalCashOnDeliveryCharges: fromPaise(amounts.codCharges),
    totalGiftCharges: fromPaise(amounts.giftCharges),
    totalPrepaidAmount: fromPaise(amounts.payNow),
    totalCodAmount: fromPaise(amounts.payOnDelivery),
    totalShippingCharges: fromPaise(amounts.shipping),
    ppcod:
      order.paymentType === 'PPCOD'
        ? { prepaidAmount: fromPaise(amounts.payNow), codAmount: fromPaise(amounts.payOnDelivery) }
        : null,
    couponCode: order.couponCode,
    couponCodeId: order.couponCodeId,
    taxExempted: order.taxExempted,
    cFormProvided: order.cFormProvided,
    thirdPartyShipping: order.thirdPartyShipping,
    totalCashbackRefunded: fromPaise(amounts.cashbackRefunded),
    cashbackEarned: fromPaise(amounts.cashbackEarned),
    currency: order.currency,
    prepaidDiscount: fromPaise(amounts.prepaidDiscount),
    paymentType: order.paymentType,
    appliedRewardPoints: fromPaise(amounts.rewardsApplied),
    sla: order.sla,
    priority: order.priority,
    orderDate: iso(order.createdAt),
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    source: order.source,
    checkoutChannel: order.checkoutChannel,
    isAffiseTrackingValid: order.isAffiseTrackingValid,
    metadata: personal ? order.metadata : null,
    // V1 is the only payload version the contract knows (records keep what the client sent).
    orderVersion: 'V1',
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}
