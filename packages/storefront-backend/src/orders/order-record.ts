import { asPaise, toPaise, type Paise } from '@haat/commerce-core';
import type { CartItemSource, CreateOrderInput } from '@haat/storefront-api/resolvers';
import { variantOf } from '../catalogue/lookup.js';
import type { IdSource } from '../ports/ids.js';
import type {
  OrderAmounts,
  OrderLineRecord,
  OrderRecord,
  PaymentMethod,
  PaymentRecord,
} from '../ports/storage/records.js';
import { toStoredAddress } from '../pricing/order-address.js';
import { lineImageKey } from '../pricing/order-lines.js';
import type { PricedOrder } from '../pricing/price-order.js';

/**
 * What an order record is built from.
 *
 * @example
 * const facts: NewOrder = { id, number: 10234, input, priced, userId: null,
 *   guestSecretHash, metadata: null, now, holdMs: 300_000, placedFrom: null };
 */
export interface NewOrder {
  readonly id: string;
  readonly number: number;
  readonly input: CreateOrderInput;
  readonly priced: PricedOrder;
  readonly userId: string | null;
  readonly guestSecretHash: string | null;
  readonly metadata: string | null;
  readonly now: number;
  /** How long the order holds its units unpaid (a PENDING order's `holdUntil` is now + this). */
  readonly holdMs: number;
  /** The hash of the network address it is placed from (null: unknown). */
  readonly placedFrom: string | null;
}

const SOURCES: readonly CartItemSource[] = ['CART', 'COUPON', 'LIMITED_TIME_DEAL'];

const lineSource = (value: string | null | undefined): CartItemSource | null =>
  SOURCES.find((source) => source === value) ?? null;

function orderLines(priced: PricedOrder): OrderLineRecord[] {
  return priced.lines.map(({ item, product }) => {
    const variant = variantOf(product, item.variantId);
    return {
      productId: product.id,
      variantId: item.variantId ?? null,
      sku: variant?.sku ?? product.sku,
      title: product.title,
      variantTitle: variant?.title ?? null,
      imageKey: lineImageKey(product, item.variantId),
      quantity: item.qty,
      cancelledQuantity: 0,
      unitPrice: toPaise(item.price ?? 0),
      unitListingPrice:
        item.listingPrice === null || item.listingPrice === undefined
          ? null
          : toPaise(item.listingPrice),
      source: lineSource(item.cartItemSource),
      status: 'CREATED',
      deliveryPartner: null,
      shippingCourier: null,
      trackingId: null,
    };
  });
}

function orderAmounts(priced: PricedOrder, input: CreateOrderInput): OrderAmounts {
  const { totals } = priced;
  return {
    itemTotal: toPaise(totals.itemTotal),
    listingTotal: toPaise(totals.listingTotal),
    couponDiscount: toPaise(totals.couponDiscount),
    prepaidDiscount: toPaise(input.paymentType === 'PREPAID' ? totals.prepaidDiscount : 0),
    totalDiscount: toPaise(totals.totalDiscount),
    shipping: toPaise(totals.shipping),
    codCharges: toPaise(totals.codCharges),
    giftCharges: asPaise(0),
    rewardsApplied: toPaise(totals.rewardsApplied),
    total: toPaise(totals.amountPayable),
    payNow: toPaise(priced.payNow),
    payOnDelivery: toPaise(priced.payOnDelivery),
    cashbackEarned: toPaise(totals.cashbackEarned),
    cashbackRefunded: asPaise(0),
  };
}

/**
 * The record of a new order: its code `HAAT-<number>`, lines at the prices charged and the
 * receipt in paise. A COD order, or one with nothing to pay online, is CONFIRMED when placed
 * (every check passed and its units are reserved); a PREPAID or PPCOD order is PENDING until its
 * online payment is verified.
 *
 * @example
 * orderRecord({ id, number: 10234, input, priced, userId: null, guestSecretHash, metadata: null,
 *   now, holdMs: 300_000, placedFrom: null }).code; // 'HAAT-10234'
 */
export function orderRecord(facts: NewOrder): OrderRecord {
  const { input, priced, now } = facts;
  const shippingAddress = toStoredAddress(input.shippingAddress);
  const confirmed = input.paymentType === 'COD' || toPaise(priced.payNow) === 0;
  const status = confirmed ? 'CONFIRMED' : 'PENDING';
  return {
    id: facts.id,
    code: `HAAT-${facts.number}`,
    storeId: input.storeId,
    userId: facts.userId,
    guestSecretHash: facts.guestSecretHash,
    channelName: 'WEB',
    shippingAddress,
    billingAddress: input.billingAddress ? toStoredAddress(input.billingAddress) : shippingAddress,
    lines: orderLines(priced),
    amounts: orderAmounts(priced, input),
    couponCode: priced.coupon?.code ?? null,
    couponCodeId: priced.coupon?.id ?? null,
    paymentType: input.paymentType,
    status,
    deliveryStatus: status,
    history: [{ status, at: now }],
    holdUntil: confirmed ? null : now + facts.holdMs,
    placedFrom: facts.placedFrom,
    currency: 'INR',
    source: input.source ?? 'WEB',
    checkoutChannel: 'HAAT',
    isAffiseTrackingValid: input.isAffiseTrackingValid ?? false,
    metadata: facts.metadata,
    orderVersion: input.orderVersion ?? 'V1',
    sla: null,
    priority: null,
    taxExempted: false,
    cFormProvided: false,
    thirdPartyShipping: false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The payments created with an order: COD for the cash part (always one for a COD order),
 * ONLINE for the pay-now part (UNPAID until ValidateTransaction), CASHBACK for redeemed
 * rewards (PAID at once).
 *
 * @example
 * orderPayments(order, deps.ids).map((p) => p.method); // ['ONLINE', 'CASHBACK']
 */
export function orderPayments(order: OrderRecord, ids: IdSource): PaymentRecord[] {
  const payment = (method: PaymentMethod, amount: Paise): PaymentRecord => ({
    id: ids.uuid(),
    orderId: order.id,
    storeId: order.storeId,
    userId: order.userId,
    method,
    status: method === 'CASHBACK' ? 'PAID' : 'UNPAID',
    amount,
    paidAt: method === 'CASHBACK' ? order.createdAt : null,
    providerOrderId: null,
    providerPaymentId: null,
    createdAt: order.createdAt,
  });
  const { payNow, payOnDelivery, rewardsApplied } = order.amounts;
  return [
    ...(payOnDelivery > 0 || order.paymentType === 'COD' ? [payment('COD', payOnDelivery)] : []),
    ...(payNow > 0 ? [payment('ONLINE', payNow)] : []),
    ...(rewardsApplied > 0 ? [payment('CASHBACK', rewardsApplied)] : []),
  ];
}
