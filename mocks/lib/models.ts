import type {
  Order,
  Payment,
  Review,
  ShoppingCart,
  User,
  UserAddress,
} from '@haat/storefront-api/resolvers';

/** Stored shapes: the API types themselves, plus what only the mock needs. */
export type UserRecord = User;
export type AddressRecord = UserAddress;
export type CartRecord = ShoppingCart;
export type ReviewRecord = Review;
export type PaymentRecord = Payment;

/** An order as stored: `confirmAt` is when a PENDING order turns CONFIRMED (null: not scheduled). */
export type OrderRecord = Order & { readonly confirmAt: number | null };

/** An online payment attempt (CreateTransaction). */
export interface TransactionRecord {
  readonly id: string;
  readonly orderId: string;
  readonly amount: number;
  readonly currency: string;
  readonly razorpayOrderId: string;
  readonly createdAt: string;
}

/** The live one-time code of a phone. */
export interface OtpRecord {
  readonly phone: string;
  readonly code: string;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly attempts: number;
  readonly verified: boolean;
}

/** When codes were sent to a phone (epoch ms), for the hourly cap. */
export interface OtpSendLog {
  readonly phone: string;
  readonly sentAt: readonly number[];
}

/** The first successful answer to an idempotent mutation. */
export interface IdempotencyRecord {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
  /** Id of what was created (order, transaction, review) or the JSON of the answer. */
  readonly result: string;
  readonly createdAt: number;
}

/** A review image upload slot and, once uploaded, its bytes as a data URL. */
export interface UploadRecord {
  readonly key: string;
  readonly userId: string;
  readonly contentType: string;
  readonly maxBytes: number;
  readonly expiresAt: number;
  readonly dataUrl: string | null;
}
