import { asPaise } from '@haat/commerce-core';
import type {
  AddressRecord,
  CartRecord,
  DeliveryStatus,
  OrderLineRecord,
  OrderPaymentType,
  OrderRecord,
  OrderStatus,
  PaymentAttemptRecord,
  PaymentFailureRecord,
  PaymentRecord,
  RefreshTokenRecord,
  ReviewRecord,
  UploadRecord,
  UserRecord,
} from '@haat/storefront-backend';
import type {
  addresses,
  carts,
  orderLines,
  orders,
  orderStatusChanges,
  paymentAttempts,
  payments,
  refreshTokens,
  reviews,
  uploads,
  users,
} from '../schema/index.js';

// Rows as drizzle reads them, turned into the storage ports' records (and back for orders).
// The text columns holding enums are written only from records of those types.

export const userOf = (row: typeof users.$inferSelect): UserRecord => ({
  ...row,
  rewardBalance: asPaise(row.rewardBalance),
});

export const addressOf = (row: typeof addresses.$inferSelect): AddressRecord => ({ ...row });

export const cartOf = (row: typeof carts.$inferSelect): CartRecord => ({
  ...row,
  lines: row.lines.map((line) => ({ ...line })),
});

export const reviewOf = ({
  seeded: _seeded,
  ...row
}: typeof reviews.$inferSelect): ReviewRecord => ({ ...row, images: [...row.images] });

export const uploadOf = ({
  bytes: _bytes,
  ...slot
}: Omit<typeof uploads.$inferSelect, 'bytes'> & { readonly bytes?: unknown }): UploadRecord => slot;

export const refreshTokenOf = (row: typeof refreshTokens.$inferSelect): RefreshTokenRecord => ({
  ...row,
});

export const paymentOf = (row: typeof payments.$inferSelect): PaymentRecord => ({
  ...row,
  method: row.method as PaymentRecord['method'],
  status: row.status as PaymentRecord['status'],
  amount: asPaise(row.amount),
});

export const paymentAttemptOf = ({
  failedPaymentId,
  failureReason,
  failedAt,
  ...row
}: typeof paymentAttempts.$inferSelect): PaymentAttemptRecord => ({
  ...row,
  currency: 'INR',
  amount: asPaise(row.amount),
  lastFailure:
    failedPaymentId !== null && failedAt !== null
      ? { providerPaymentId: failedPaymentId, reason: failureReason, at: failedAt }
      : null,
});

/**
 * The `payment_attempts` columns of an attempt's last failure (all NULL: none).
 *
 * @example
 * await tx.insert(paymentAttempts).values({ ...attempt, ...failureColumnsOf(attempt.lastFailure) });
 */
export const failureColumnsOf = (failure: PaymentFailureRecord | null) => ({
  failedPaymentId: failure?.providerPaymentId ?? null,
  failureReason: failure?.reason ?? null,
  failedAt: failure?.at ?? null,
});

const lineOf = ({
  orderId: _orderId,
  position: _position,
  ...line
}: typeof orderLines.$inferSelect): OrderLineRecord => ({
  ...line,
  unitPrice: asPaise(line.unitPrice),
  unitListingPrice: line.unitListingPrice === null ? null : asPaise(line.unitListingPrice),
  source: line.source as OrderLineRecord['source'],
  status: line.status as OrderLineRecord['status'],
});

/** An order from its row, its lines and its status changes (each in position order). */
export function orderOf(
  row: typeof orders.$inferSelect,
  lines: readonly (typeof orderLines.$inferSelect)[],
  history: readonly (typeof orderStatusChanges.$inferSelect)[],
): OrderRecord {
  return {
    id: row.id,
    code: row.code,
    storeId: row.storeId,
    userId: row.userId,
    guestSecretHash: row.guestSecretHash,
    channelName: row.channelName,
    shippingAddress: { ...row.shippingAddress },
    billingAddress: { ...row.billingAddress },
    lines: lines.map(lineOf),
    amounts: {
      itemTotal: asPaise(row.itemTotal),
      listingTotal: row.listingTotal === null ? null : asPaise(row.listingTotal),
      couponDiscount: asPaise(row.couponDiscount),
      prepaidDiscount: asPaise(row.prepaidDiscount),
      totalDiscount: asPaise(row.totalDiscount),
      shipping: asPaise(row.shipping),
      codCharges: asPaise(row.codCharges),
      giftCharges: asPaise(row.giftCharges),
      rewardsApplied: asPaise(row.rewardsApplied),
      total: asPaise(row.total),
      payNow: asPaise(row.payNow),
      payOnDelivery: asPaise(row.payOnDelivery),
      cashbackEarned: asPaise(row.cashbackEarned),
      cashbackRefunded: asPaise(row.cashbackRefunded),
    },
    couponCode: row.couponCode,
    couponCodeId: row.couponCodeId,
    paymentType: row.paymentType as OrderPaymentType,
    status: row.status as OrderStatus,
    deliveryStatus: row.deliveryStatus as DeliveryStatus,
    history: history.map(({ status, at }) => ({ status: status as OrderStatus, at })),
    holdUntil: row.holdUntil,
    placedFrom: row.placedFrom,
    currency: 'INR',
    source: row.source,
    checkoutChannel: row.checkoutChannel,
    isAffiseTrackingValid: row.isAffiseTrackingValid,
    metadata: row.metadata,
    orderVersion: row.orderVersion,
    sla: row.sla,
    priority: row.priority,
    taxExempted: row.taxExempted,
    cFormProvided: row.cFormProvided,
    thirdPartyShipping: row.thirdPartyShipping,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The row of an order (lines and history go to their own tables). */
export function orderRow(order: OrderRecord): typeof orders.$inferInsert {
  const { lines: _lines, history: _history, amounts, ...rest } = order;
  return { ...rest, ...amounts, phone: order.shippingAddress.phone };
}
