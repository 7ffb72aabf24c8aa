import type {
  AddressRecord,
  CartRecord,
  OrderRecord,
  PaymentAttemptRecord,
  PaymentRecord,
  RefreshTokenRecord,
  ReviewRecord,
  UploadRecord,
  UserRecord,
} from '../ports/storage/records.js';
import {
  LOGISTICS_TABLE_NAMES,
  logisticsTables,
  type LogisticsTables,
} from './logistics-tables.js';
import type { StaffRecord } from '../ports/storage/staff.js';
import type { AuditRecord } from '../ports/storage/audit.js';
import type { OutboxRecord } from '../ports/storage/outbox.js';
import type { RefundRecord } from '../ports/storage/refunds.js';
import type { PhoneProofRecord } from '../ports/storage/phone-proofs.js';
import type { OrderMoveLogEntry, StoredOrderLife } from '../ports/storage/order-lives.js';
import type { OtpCodeState } from '../storage/otp-attempt-step.js';

/** A stock key's row: see `StockRepository`. */
export interface StockRow {
  readonly tracked: boolean;
  readonly onHand: number;
  readonly reserved: number;
  /** The part of `reserved` promised to orders not paid yet. */
  readonly held: number;
}

/** A claimed idempotency key; `result` stays null until the work completes. */
export interface IdempotencyRow {
  readonly fingerprint: string;
  readonly result: string | null;
  readonly expiresAt: number;
}

/** The live one-time code of a phone (or the sign-in ticket it became). */
export type OtpCodeRow = OtpCodeState;

/**
 * A product written after seeding (`updateProduct`): its document (frozen) and version. Seeded
 * products not written since are read from the seed (version 1).
 */
export interface CatalogueProductRow {
  readonly product: unknown;
  readonly version: number;
}

/** A rate-limit key's current window: see `RateLimitsRepository`. */
export interface RateLimitRow {
  readonly windowStart: number;
  readonly hits: number;
  readonly expiresAt: number;
}

/** A phone proof and when it was used (null: not yet). */
export interface PhoneProofRow {
  readonly proof: PhoneProofRecord;
  readonly usedAt: number | null;
}

/** One order's use of a coupon for one customer key. */
export interface CouponUseRow {
  readonly orderId: string;
  readonly couponId: string;
  readonly customerKey: string;
}

/** An upload slot and its bytes as base64 (so the whole state stays JSON). */
export interface UploadRow {
  readonly slot: UploadRecord;
  readonly data: string | null;
}

/**
 * Everything the memory adapter keeps, one map per table. Rows are never changed in place: a
 * write stores a new row object, so a map copied for a transaction shares its rows safely.
 */
export interface MemoryTables extends LogisticsTables {
  readonly stock: ReadonlyMap<string, StockRow>;
  /** Keyed by `JSON.stringify([scope, key])`. */
  readonly idempotency: ReadonlyMap<string, IdempotencyRow>;
  readonly counters: ReadonlyMap<string, number>;
  readonly users: ReadonlyMap<string, UserRecord>;
  readonly addresses: ReadonlyMap<string, AddressRecord>;
  readonly carts: ReadonlyMap<string, CartRecord>;
  readonly reviews: ReadonlyMap<string, ReviewRecord>;
  readonly uploads: ReadonlyMap<string, UploadRow>;
  readonly orders: ReadonlyMap<string, OrderRecord>;
  readonly payments: ReadonlyMap<string, PaymentRecord>;
  readonly paymentAttempts: ReadonlyMap<string, PaymentAttemptRecord>;
  /** Keyed by phone. */
  readonly otpCodes: ReadonlyMap<string, OtpCodeRow>;
  /** Send times per phone within the last hour, oldest first. */
  readonly otpSends: ReadonlyMap<string, readonly number[]>;
  /** Keyed by hash. */
  readonly refreshTokens: ReadonlyMap<string, RefreshTokenRecord>;
  /** Keyed by the limit's key. */
  readonly rateLimits: ReadonlyMap<string, RateLimitRow>;
  /** Keyed by user id. */
  readonly staff: ReadonlyMap<string, StaffRecord>;
  readonly auditLog: ReadonlyMap<string, AuditRecord>;
  readonly outbox: ReadonlyMap<string, OutboxRecord>;
  readonly refunds: ReadonlyMap<string, RefundRecord>;
  /** Keyed by the proof's hash. */
  readonly phoneProofs: ReadonlyMap<string, PhoneProofRow>;
  /** Uses counted, keyed by `JSON.stringify([couponId, customerKey])`. */
  readonly couponUseCounts: ReadonlyMap<string, number>;
  /** Keyed by `JSON.stringify([orderId, couponId, customerKey])`. */
  readonly couponUses: ReadonlyMap<string, CouponUseRow>;
  /** Products written after seeding, keyed by id (new ones in the order first written). */
  readonly catalogueProducts: ReadonlyMap<string, CatalogueProductRow>;
  /** Keyed by order id. */
  readonly orderLives: ReadonlyMap<string, StoredOrderLife>;
  /** Keyed by `JSON.stringify([orderId, version])`. */
  readonly orderMoves: ReadonlyMap<string, OrderMoveLogEntry>;
}

/** A table's name. */
export type TableName = keyof MemoryTables;

/** The row type of a table. */
export type RowOf<N extends TableName> =
  MemoryTables[N] extends ReadonlyMap<string, infer Row> ? Row : never;

/** Every table name, for snapshots. */
export const TABLE_NAMES: readonly TableName[] = [
  'stock',
  'idempotency',
  'counters',
  'users',
  'addresses',
  'carts',
  'reviews',
  'uploads',
  'orders',
  'payments',
  'paymentAttempts',
  'otpCodes',
  'otpSends',
  'refreshTokens',
  'rateLimits',
  'staff',
  'auditLog',
  'outbox',
  'refunds',
  'phoneProofs',
  'couponUseCounts',
  'couponUses',
  'catalogueProducts',
  'orderLives',
  'orderMoves',
  ...LOGISTICS_TABLE_NAMES,
];

/**
 * Every table, each made by `make` (one place lists them all, so adding a table is a type error
 * until it is seeded, snapshotted and restored).
 */
export function buildTables(
  make: <N extends TableName>(name: N) => ReadonlyMap<string, RowOf<N>>,
): MemoryTables {
  return {
    stock: make('stock'),
    idempotency: make('idempotency'),
    counters: make('counters'),
    users: make('users'),
    addresses: make('addresses'),
    carts: make('carts'),
    reviews: make('reviews'),
    uploads: make('uploads'),
    orders: make('orders'),
    payments: make('payments'),
    paymentAttempts: make('paymentAttempts'),
    otpCodes: make('otpCodes'),
    otpSends: make('otpSends'),
    refreshTokens: make('refreshTokens'),
    rateLimits: make('rateLimits'),
    staff: make('staff'),
    auditLog: make('auditLog'),
    outbox: make('outbox'),
    refunds: make('refunds'),
    phoneProofs: make('phoneProofs'),
    couponUseCounts: make('couponUseCounts'),
    couponUses: make('couponUses'),
    catalogueProducts: make('catalogueProducts'),
    orderLives: make('orderLives'),
    orderMoves: make('orderMoves'),
    // Each table's rows are its own (`RowOf`), which TypeScript cannot see through the generic.
    ...logisticsTables((name) => make(name) as never),
  };
}
