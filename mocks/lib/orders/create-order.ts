import { fromPaise, toPaise } from '@haat/commerce-core';
import { variantOf } from '../catalogue/index.js';
import { isoAt } from '../clock.js';
import type { MockContext } from '../context.js';
import { badInput } from '../errors.js';
import type {
  CartItemSource,
  CreateOrderInput,
  OrderProduct,
  PaymentMethod,
} from '@haat/storefront-api/resolvers';
import type { OrderRecord, PaymentRecord, UserRecord } from '../models.js';
import { nextCounter } from '../state/index.js';
import { updateUserRecord } from '../users.js';
import { toStoredAddress } from './address.js';
import { lineImageKey } from './order-lines.js';
import { priceOrder, type PricedOrder } from './price-order.js';

/** Order codes count up from HAAT-10234. */
const FIRST_ORDER_NUMBER = 10234;

const checkMetadata = (metadata: string | null | undefined): string | null => {
  if (!metadata) return null;
  try {
    const parsed: unknown = JSON.parse(metadata);
    if (typeof parsed === 'object' && parsed !== null) return metadata;
  } catch {
    // refused below
  }
  throw badInput('metadata must be a JSON-encoded object');
};

const SOURCES: readonly CartItemSource[] = ['CART', 'COUPON', 'LIMITED_TIME_DEAL'];

const cartItemSource = (value: string | null | undefined): CartItemSource | null =>
  SOURCES.find((source) => source === value) ?? null;

function orderProducts(priced: PricedOrder): OrderProduct[] {
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
      price: item.price ?? 0,
      listingPrice: item.listingPrice ?? null,
      source: cartItemSource(item.cartItemSource),
      status: 'CREATED',
      deliveryPartner: null,
      shippingCourier: null,
      trackingId: null,
    };
  });
}

function payment(
  context: MockContext,
  order: OrderRecord,
  method: PaymentMethod,
  amount: number,
): PaymentRecord {
  const paid = method === 'CASHBACK';
  const id = crypto.randomUUID();
  return context.state.payments.set(id, {
    id,
    storeId: order.storeId,
    userId: order.userId ?? null,
    orderId: order.id,
    method,
    status: paid ? 'PAID' : 'UNPAID',
    amount,
    paymentDate: paid ? order.createdAt : null,
    razorpayOrderId: null,
    razorpayPaymentId: null,
    createdAt: order.createdAt,
  });
}

/**
 * Creates a PENDING order from a validated, server-priced cart, with its payments (COD and/or
 * ONLINE unpaid, CASHBACK paid for redeemed rewards). COD orders are scheduled to confirm after
 * `codConfirmAfterMs`; online ones confirm on a successful ValidateTransaction.
 */
export function createOrder(
  context: MockContext,
  input: CreateOrderInput,
  user: UserRecord | null,
): OrderRecord {
  const priced = priceOrder(context, input, user);
  const metadata = checkMetadata(input.metadata);
  const { totals } = priced;
  const now = isoAt(context.now);
  const shippingAddress = toStoredAddress(input.shippingAddress);
  const order: OrderRecord = {
    id: crypto.randomUUID(),
    code: `HAAT-${nextCounter(context.state, 'orderNumber', FIRST_ORDER_NUMBER - 1)}`,
    storeId: input.storeId,
    userId: user?.id ?? null,
    channelName: 'WEB',
    shippingAddress,
    billingAddress: input.billingAddress ? toStoredAddress(input.billingAddress) : shippingAddress,
    products: orderProducts(priced),
    itemTotal: totals.itemTotal,
    listingTotal: totals.listingTotal,
    couponDiscount: totals.couponDiscount,
    totalAmount: totals.amountPayable,
    totalDiscount: totals.totalDiscount,
    totalStoreCredit: totals.rewardsApplied,
    totalCashOnDeliveryCharges: totals.codCharges,
    totalGiftCharges: 0,
    totalPrepaidAmount: priced.payNow,
    totalCodAmount: priced.payOnDelivery,
    totalShippingCharges: totals.shipping,
    ppcod:
      input.paymentType === 'PPCOD'
        ? { prepaidAmount: priced.payNow, codAmount: priced.payOnDelivery }
        : null,
    couponCode: priced.coupon?.code ?? null,
    couponCodeId: priced.coupon?.id ?? null,
    taxExempted: false,
    cFormProvided: false,
    thirdPartyShipping: false,
    totalCashbackRefunded: 0,
    cashbackEarned: totals.cashbackEarned,
    currency: 'INR',
    prepaidDiscount: input.paymentType === 'PREPAID' ? totals.prepaidDiscount : 0,
    paymentType: input.paymentType,
    appliedRewardPoints: totals.rewardsApplied,
    sla: null,
    priority: null,
    orderDate: now,
    status: 'PENDING',
    deliveryStatus: 'PENDING',
    source: input.source ?? 'WEB',
    checkoutChannel: 'HAAT',
    isAffiseTrackingValid: input.isAffiseTrackingValid ?? false,
    metadata,
    orderVersion: input.orderVersion ?? 'V1',
    createdAt: now,
    updatedAt: now,
    confirmAt: input.paymentType === 'COD' ? context.now + context.backend.codConfirmAfterMs : null,
  };
  context.state.orders.set(order.id, order);
  if (priced.payOnDelivery > 0 || input.paymentType === 'COD') {
    payment(context, order, 'COD', priced.payOnDelivery);
  }
  if (priced.payNow > 0) payment(context, order, 'ONLINE', priced.payNow);
  if (totals.rewardsApplied > 0) payment(context, order, 'CASHBACK', totals.rewardsApplied);
  if (user) {
    updateUserRecord(context.state, user, {
      totalOrders: user.totalOrders + 1,
      totalRewards: fromPaise(toPaise(user.totalRewards) - toPaise(totals.rewardsApplied)),
    });
  }
  return order;
}
