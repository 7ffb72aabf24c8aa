import { asPaise } from '@haat/commerce-core';
import type {
  AddressFields,
  AddressRecord,
  OrderRecord,
  PaymentRecord,
  ReviewRecord,
  UserRecord,
} from '../../src/ports/storage/records.js';
import { newUser } from '../../src/users/new-user.js';

/** The time every conformance test starts at. */
export const NOW = Date.UTC(2025, 5, 1, 10, 0, 0);

/**
 * A UUID made from a number, so SQL adapters with `uuid` columns accept the test's ids.
 *
 * @example
 * uuid(255); // '00000000-0000-4000-8000-0000000000ff'
 */
export const uuid = (n: number): string =>
  `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A phone from a number: +91 and 10 digits. */
export const phone = (n: number): string => `+9198${String(n).padStart(8, '0')}`;

/** An address in Bengaluru with the given phone. */
const shipTo = (to: string): AddressFields => ({
  name: 'Asha Rao',
  phone: to,
  email: null,
  country: 'IN',
  state: 'KA',
  city: 'Bengaluru',
  pinCode: '560001',
  landmark: null,
  address: '12 MG Road',
  location: null,
  area: null,
});

/** A new shopper with `rewards` paise of reward balance. */
export function aUser(n: number, rewards = 0): UserRecord {
  return { ...newUser(uuid(n), phone(n), NOW), rewardBalance: asPaise(rewards) };
}

/** An address-book entry of a user. */
export function anAddress(n: number, userId: string, createdAt = NOW): AddressRecord {
  return {
    id: uuid(n),
    userId,
    ...shipTo(phone(1)),
    address: `${n} MG Road`,
    createdAt,
    updatedAt: createdAt,
  };
}

/** A review of a product by a user. */
export function aReview(
  n: number,
  userId: string,
  productId: string,
  changes: Partial<ReviewRecord> = {},
): ReviewRecord {
  return {
    id: uuid(n),
    userId,
    productId,
    verified: false,
    reviewerName: 'Asha',
    reviewerEmail: null,
    rating: 5,
    title: null,
    comment: 'Lovely',
    images: [],
    createdAt: NOW,
    updatedAt: NOW,
    ...changes,
  };
}

const rupees = (amount: number) => asPaise(amount * 100);

/** How long the builders' unpaid orders hold their units unless told otherwise. */
export const HOLD_MS = 30 * 60_000;

/**
 * A PENDING order of one line (`quantity` of `productId` at ₹499 each), with its ONLINE (or COD)
 * payment, by `userId` or a guest. An unpaid (non-COD) order holds until `createdAt + HOLD_MS`
 * unless `holdUntil` says otherwise; `placedFrom` is null unless given.
 */
export function anOrder(
  n: number,
  options: {
    readonly userId?: string | null;
    readonly productId?: string;
    readonly quantity?: number;
    readonly paymentType?: OrderRecord['paymentType'];
    readonly createdAt?: number;
    readonly holdUntil?: number | null;
    readonly placedFrom?: string | null;
    readonly phone?: string;
  } = {},
): { readonly order: OrderRecord; readonly payments: PaymentRecord[] } {
  const quantity = options.quantity ?? 1;
  const total = rupees(499 * quantity);
  const zero = asPaise(0);
  const paymentType = options.paymentType ?? 'PREPAID';
  const createdAt = options.createdAt ?? NOW;
  const address = shipTo(options.phone ?? phone(1));
  const order: OrderRecord = {
    id: uuid(n),
    code: `HAAT-${n}`,
    storeId: 'conformance-store',
    userId: options.userId ?? null,
    guestSecretHash: options.userId ? null : 'a'.repeat(64),
    channelName: 'WEB',
    shippingAddress: address,
    billingAddress: address,
    lines: [
      {
        productId: options.productId ?? 'five-left',
        variantId: null,
        sku: 'SKU-1',
        title: 'Serum',
        variantTitle: null,
        imageKey: null,
        quantity,
        cancelledQuantity: 0,
        unitPrice: rupees(499),
        unitListingPrice: rupees(599),
        source: null,
        status: 'CREATED',
        deliveryPartner: null,
        shippingCourier: null,
        trackingId: null,
      },
    ],
    amounts: {
      itemTotal: total,
      listingTotal: rupees(599 * quantity),
      couponDiscount: zero,
      prepaidDiscount: zero,
      totalDiscount: zero,
      shipping: zero,
      codCharges: zero,
      giftCharges: zero,
      rewardsApplied: zero,
      total,
      payNow: paymentType === 'COD' ? zero : total,
      payOnDelivery: paymentType === 'COD' ? total : zero,
      cashbackEarned: zero,
      cashbackRefunded: zero,
    },
    couponCode: null,
    couponCodeId: null,
    paymentType,
    status: 'PENDING',
    deliveryStatus: 'PENDING',
    history: [{ status: 'PENDING', at: createdAt }],
    holdUntil:
      options.holdUntil !== undefined
        ? options.holdUntil
        : paymentType === 'COD'
          ? null
          : createdAt + HOLD_MS,
    placedFrom: options.placedFrom ?? null,
    currency: 'INR',
    source: 'WEB',
    checkoutChannel: 'HAAT',
    isAffiseTrackingValid: false,
    metadata: null,
    orderVersion: 'V1',
    sla: null,
    priority: null,
    taxExempted: false,
    cFormProvided: false,
    thirdPartyShipping: false,
    createdAt,
    updatedAt: createdAt,
  };
  const payment: PaymentRecord = {
    id: uuid(n + 500_000),
    orderId: order.id,
    storeId: order.storeId,
    userId: order.userId,
    method: paymentType === 'COD' ? 'COD' : 'ONLINE',
    status: 'UNPAID',
    amount: total,
    paidAt: null,
    providerOrderId: null,
    providerPaymentId: null,
    createdAt,
  };
  return { order, payments: [payment] };
}
