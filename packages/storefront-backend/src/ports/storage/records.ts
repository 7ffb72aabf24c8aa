import type { Paise } from '@haat/commerce-core';

/**
 * What storage keeps, in storage's own terms: money in integer paise (`Paise`), times in epoch
 * milliseconds, enums as the spec 4 names. These are not the GraphQL types: the domain converts
 * at the API edge (rupees as `Float`, ISO dates). Every record is plain JSON-safe data.
 */

/**
 * Order status (spec 4 "Order statuses").
 *
 * @example
 * const status: OrderStatus = 'PENDING';
 */
export type OrderStatus =
  'PENDING' | 'CONFIRMED' | 'COMPLETE' | 'DISPATCHED' | 'DELIVERED' | 'CANCELLED' | 'RETURNED';

/**
 * Status of one order line (spec 4).
 *
 * @example
 * const status: OrderLineStatus = 'CREATED';
 */
export type OrderLineStatus =
  'CREATED' | 'CANCELLED' | 'DISPATCHED' | 'DELIVERED' | 'RETURN_REQUESTED' | 'COURIER_RETURN';

/**
 * Delivery status of an order (spec 4).
 *
 * @example
 * const status: DeliveryStatus = 'PENDING';
 */
export type DeliveryStatus =
  'DRAFT' | 'PENDING' | 'CONFIRMED' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';

/**
 * How an order is paid: cash on delivery, fully prepaid, or partly prepaid (PPCOD).
 *
 * @example
 * const type: OrderPaymentType = 'PPCOD';
 */
export type OrderPaymentType = 'COD' | 'PREPAID' | 'PPCOD';

/**
 * Where a cart or order line came from (absent: an ordinary line).
 *
 * @example
 * const source: LineSource = 'LIMITED_TIME_DEAL';
 */
export type LineSource = 'CART' | 'COUPON' | 'LIMITED_TIME_DEAL';

/**
 * A payment's method: cash on delivery, online, or redeemed rewards.
 *
 * @example
 * const method: PaymentMethod = 'ONLINE';
 */
export type PaymentMethod = 'COD' | 'ONLINE' | 'CASHBACK';

/**
 * A shopper. `rewardBalance` is the reward points in paise (1 point = ₹1 = 100 paise); it only
 * changes through the `rewards` repository, never through `users.update`.
 *
 * @example
 * const user: UserRecord = { id: 'u1', phone: '+919876543210', firstName: null, lastName: null,
 *   email: null, emailVerified: false, gender: null, dob: null, profilePhotoUrl: null,
 *   phoneVerified: true, isActive: true, isAdmin: false, isCognitoConfirmed: true,
 *   authProvider: 'COGNITO', totalOrders: 0, rewardBalance: asPaise(0), createdAt: 0 };
 */
export interface UserRecord {
  readonly id: string;
  /** `+91` and 10 digits: callers normalise before storing or looking up. */
  readonly phone: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly gender: string | null;
  /** `YYYY-MM-DD`. */
  readonly dob: string | null;
  readonly profilePhotoUrl: string | null;
  readonly phoneVerified: boolean;
  readonly isActive: boolean;
  readonly isAdmin: boolean;
  readonly isCognitoConfirmed: boolean;
  readonly authProvider: string | null;
  readonly totalOrders: number;
  readonly rewardBalance: Paise;
  readonly createdAt: number;
}

/**
 * The user fields `users.update` may change (identity, counters and balance have their own
 * operations).
 *
 * @example
 * const changes: UserChanges = { firstName: 'Asha', email: null, emailVerified: false };
 */
export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'emailVerified'
    | 'gender'
    | 'dob'
    | 'profilePhotoUrl'
    | 'phoneVerified'
    | 'isActive'
  >
>;

/**
 * The fields of an address as a shopper enters it (address book and orders share them).
 *
 * @example
 * const fields: AddressFields = { name: 'Asha Rao', phone: '+919876543210', email: null,
 *   country: 'IN', state: 'KA', city: 'Bengaluru', pinCode: '560001', landmark: null,
 *   address: '12 MG Road', location: null, area: null };
 */
export interface AddressFields {
  readonly name: string;
  /** `+91` and 10 digits. */
  readonly phone: string;
  readonly email: string | null;
  readonly country: string;
  readonly state: string | null;
  readonly city: string;
  readonly pinCode: string;
  readonly landmark: string | null;
  readonly address: string;
  readonly location: string | null;
  readonly area: string | null;
}

/**
 * An address-book entry of one user.
 *
 * @example
 * const address: AddressRecord = { ...fields, id: 'a1', userId: 'u1', createdAt: 0, updatedAt: 0 };
 */
export interface AddressRecord extends AddressFields {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * One line of a saved cart.
 *
 * @example
 * const line: CartLineRecord = { productId: 'p1', variantId: null, quantity: 2, source: null };
 */
export interface CartLineRecord {
  readonly productId: string;
  readonly variantId: string | null;
  readonly quantity: number;
  readonly source: LineSource | null;
}

/**
 * The server copy of a signed-in user's cart: one per user and store.
 *
 * @example
 * const cart: CartRecord = { id: 'c1', userId: 'u1', storeId: 's1', couponCodeId: null,
 *   lines: [], updatedAt: 0 };
 */
export interface CartRecord {
  readonly id: string;
  readonly userId: string;
  readonly storeId: string;
  readonly couponCodeId: string | null;
  readonly lines: readonly CartLineRecord[];
  readonly updatedAt: number;
}

/**
 * A product review: seeded with the catalogue or written by a signed-in shopper (one per user and
 * product). `verified` is decided by the domain when the review is written.
 *
 * @example
 * const review: ReviewRecord = { id: 'r1', userId: 'u1', productId: 'p1', verified: false,
 *   reviewerName: 'Asha', reviewerEmail: null, rating: 5, title: null, comment: 'Lovely',
 *   images: [], createdAt: 0, updatedAt: 0 };
 */
export interface ReviewRecord {
  readonly id: string;
  readonly userId: string;
  readonly productId: string;
  readonly verified: boolean;
  readonly reviewerName: string;
  readonly reviewerEmail: string | null;
  /** 1 to 5. */
  readonly rating: number;
  readonly title: string | null;
  readonly comment: string | null;
  /** Image keys on the image CDN. */
  readonly images: readonly string[];
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * The review fields its author may change.
 *
 * @example
 * const changes: ReviewChanges = { rating: 4, comment: 'Still good' };
 */
export type ReviewChanges = Partial<Pick<ReviewRecord, 'rating' | 'title' | 'comment' | 'images'>>;

/**
 * A review-image upload slot; `size` and `uploadedAt` are set once the bytes arrive (the bytes
 * themselves are read with `uploads.content`). `secretHash` is the SHA-256 of the secret in
 * the slot's upload URL (only its owner was given it); `reviewId` is the review the image is
 * attached to, null until then (unattached uploads are swept).
 *
 * @example
 * const slot: UploadRecord = { key: 'reviews/u-1', userId: 'u1', productId: 'p1',
 *   contentType: 'image/webp', maxBytes: 5_000_000, expiresAt: 900_000, createdAt: 0,
 *   size: null, uploadedAt: null, secretHash: 'ab12…', reviewId: null };
 */
export interface UploadRecord {
  readonly key: string;
  readonly userId: string;
  readonly productId: string;
  readonly contentType: string;
  readonly maxBytes: number;
  readonly expiresAt: number;
  readonly createdAt: number;
  readonly size: number | null;
  readonly uploadedAt: number | null;
  readonly secretHash: string | null;
  readonly reviewId: string | null;
}

/**
 * An address as an order keeps it (phone and email optional, unlike the address book).
 *
 * @example
 * const shipTo: OrderAddressRecord = { ...fields, phone: '+919876543210' };
 */
export interface OrderAddressRecord extends Omit<AddressFields, 'phone'> {
  readonly phone: string | null;
}

/**
 * One order line with the unit prices charged, in paise.
 *
 * @example
 * const line: OrderLineRecord = { productId: 'p1', variantId: null, sku: 'SKU1',
 *   title: 'Serum', variantTitle: null, imageKey: null, quantity: 1, cancelledQuantity: 0,
 *   unitPrice: asPaise(49900), unitListingPrice: null, source: null, status: 'CREATED',
 *   deliveryPartner: null, shippingCourier: null, trackingId: null };
 */
export interface OrderLineRecord {
  readonly productId: string;
  readonly variantId: string | null;
  readonly sku: string | null;
  readonly title: string;
  readonly variantTitle: string | null;
  readonly imageKey: string | null;
  readonly quantity: number;
  readonly cancelledQuantity: number;
  readonly unitPrice: Paise;
  readonly unitListingPrice: Paise | null;
  readonly source: LineSource | null;
  readonly status: OrderLineStatus;
  readonly deliveryPartner: string | null;
  readonly shippingCourier: string | null;
  readonly trackingId: string | null;
}

/**
 * The receipt of an order, every figure in paise: `total` = what the shopper owes after coupon,
 * shipping, COD charges, prepaid discount and redeemed rewards; `payNow` is collected online
 * (PREPAID: total; PPCOD: the pay-now part; COD: 0) and `payOnDelivery` in cash.
 *
 * @example
 * // A ₹499 serum, free shipping, paid online:
 * const paid = asPaise(49900);
 * const none = asPaise(0);
 * const amounts: OrderAmounts = { itemTotal: paid, listingTotal: null, couponDiscount: none,
 *   prepaidDiscount: none, totalDiscount: none, shipping: none, codCharges: none,
 *   giftCharges: none, rewardsApplied: none, total: paid, payNow: paid, payOnDelivery: none,
 *   cashbackEarned: none, cashbackRefunded: none };
 */
export interface OrderAmounts {
  readonly itemTotal: Paise;
  readonly listingTotal: Paise | null;
  readonly couponDiscount: Paise;
  readonly prepaidDiscount: Paise;
  readonly totalDiscount: Paise;
  readonly shipping: Paise;
  readonly codCharges: Paise;
  readonly giftCharges: Paise;
  readonly rewardsApplied: Paise;
  readonly total: Paise;
  readonly payNow: Paise;
  readonly payOnDelivery: Paise;
  readonly cashbackEarned: Paise;
  readonly cashbackRefunded: Paise;
}

/**
 * One status change of an order, with its time.
 *
 * @example
 * const change: OrderStatusChange = { status: 'CONFIRMED', at: 1_700_000_000_000 };
 */
export interface OrderStatusChange {
  readonly status: OrderStatus;
  readonly at: number;
}

/**
 * An order. `userId` is null for a guest order; `guestSecretHash` is the hash of the per-order
 * secret a guest's browser keeps to read its own order (null for signed-in orders). `holdUntil`
 * is when the hold of an unpaid (PENDING) order on its units lapses: from then on the order reads
 * CANCELLED (`orderAsOf`) and the next sweep cancels it; null when the order holds nothing
 * unpaid (cash on delivery, paid, nothing to pay online). `placedFrom` is the SHA-256 of the
 * network address it was placed from (null: unknown), counted by the per-address cap on unpaid
 * orders. `history` lists every status the order has had, the creation status first.
 *
 * @example
 * const placed: Pick<OrderRecord, 'code' | 'status' | 'history'> =
 *   { code: 'HAAT-10234', status: 'PENDING', history: [{ status: 'PENDING', at: 0 }] };
 */
export interface OrderRecord {
  readonly id: string;
  readonly code: string;
  readonly storeId: string;
  readonly userId: string | null;
  readonly guestSecretHash: string | null;
  readonly channelName: string | null;
  readonly shippingAddress: OrderAddressRecord;
  readonly billingAddress: OrderAddressRecord;
  readonly lines: readonly OrderLineRecord[];
  readonly amounts: OrderAmounts;
  readonly couponCode: string | null;
  readonly couponCodeId: string | null;
  readonly paymentType: OrderPaymentType;
  readonly status: OrderStatus;
  readonly deliveryStatus: DeliveryStatus;
  readonly history: readonly OrderStatusChange[];
  readonly holdUntil: number | null;
  readonly placedFrom: string | null;
  readonly currency: 'INR';
  readonly source: string | null;
  readonly checkoutChannel: string | null;
  readonly isAffiseTrackingValid: boolean;
  /** A JSON-encoded object, as the client sent it. */
  readonly metadata: string | null;
  readonly orderVersion: string;
  readonly sla: string | null;
  readonly priority: number | null;
  readonly taxExempted: boolean;
  readonly cFormProvided: boolean;
  readonly thirdPartyShipping: boolean;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/**
 * One payment of an order: COD (collected on delivery), ONLINE (through the payment provider)
 * or CASHBACK (redeemed rewards, PAID at creation). `providerPaymentId` is unique across all
 * payments: a provider payment is accepted once.
 *
 * @example
 * const payment: PaymentRecord = { id: 'pm1', orderId: 'o1', storeId: 's1', userId: null,
 *   method: 'ONLINE', status: 'UNPAID', amount: asPaise(49900), paidAt: null,
 *   providerOrderId: null, providerPaymentId: null, createdAt: 0 };
 */
export interface PaymentRecord {
  readonly id: string;
  readonly orderId: string;
  readonly storeId: string;
  readonly userId: string | null;
  readonly method: PaymentMethod;
  readonly status: 'UNPAID' | 'PAID';
  readonly amount: Paise;
  readonly paidAt: number | null;
  readonly providerOrderId: string | null;
  readonly providerPaymentId: string | null;
  readonly createdAt: number;
}

/**
 * A payment the provider reported as failed for an attempt (its webhook): the provider's
 * payment id, its reason as the provider words it, and when we heard.
 *
 * @example
 * const failure: PaymentFailureRecord = { providerPaymentId: 'pay_29QQoUBi66xm2f',
 *   reason: 'Payment was cancelled by the customer.', at: 1_700_000_000_000 };
 */
export interface PaymentFailureRecord {
  readonly providerPaymentId: string;
  readonly reason: string | null;
  readonly at: number;
}

/**
 * One attempt to collect an order's online part (the API's CreateTransaction): the payment
 * provider's order id, unique, which the checkout signature is later verified against, and the
 * last payment the provider reported failed for it (null: none).
 *
 * @example
 * const attempt: PaymentAttemptRecord = { id: 't1', orderId: 'o1', paymentId: 'pm1',
 *   amount: asPaise(49900), currency: 'INR', providerOrderId: 'order_abc', createdAt: 0,
 *   lastFailure: null };
 */
export interface PaymentAttemptRecord {
  readonly id: string;
  readonly orderId: string;
  readonly paymentId: string;
  readonly amount: Paise;
  readonly currency: 'INR';
  readonly providerOrderId: string;
  readonly createdAt: number;
  readonly lastFailure: PaymentFailureRecord | null;
}

/**
 * One refresh token of a sign-in session, stored by its hash only. `jti` is the session id the
 * tokens carry as `origin_jti`; a session has one row per refresh token it was given (each
 * refresh retires the token it used and adds the next, `retiredAt` set on the old one). `revoked`
 * is set on every row of the session at once. `createdAt` is when the session signed in and
 * `expiresAt` its end (30 days later; refreshing extends neither), the same on every row.
 *
 * @example
 * const row: RefreshTokenRecord = { hash: 'ab…', jti: 'j1', userId: 'u1', createdAt: 0,
 *   expiresAt: 2_592_000_000, revoked: false, retiredAt: null };
 */
export interface RefreshTokenRecord {
  readonly hash: string;
  readonly jti: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly revoked: boolean;
  /** When a refresh used this token and replaced it (epoch ms), else null. */
  readonly retiredAt: number | null;
}
