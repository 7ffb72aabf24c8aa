import type { Page, PageRequest } from './paging.js';
import type { DeliveryStatus, OrderRecord, OrderStatus, PaymentRecord } from './records.js';

/**
 * What an order search matches; absent fields match everything. `from`/`to` bound `createdAt`
 * (from inclusive, to exclusive); `code` matches the whole code, case-insensitive.
 *
 * @example
 * const filter: OrderFilter = { status: 'CONFIRMED', from: Date.UTC(2025, 0, 1) };
 */
export interface OrderFilter {
  readonly status?: OrderStatus | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly code?: string | undefined;
  /**
   * The time `status` is read at: a PENDING order whose hold lapsed by then (`holdUntil` at or
   * before it) matches CANCELLED and not PENDING, as `orderAsOf` shows it. Absent: stored status.
   */
  readonly now?: number | undefined;
}

/**
 * The caps on open unpaid orders an unpaid order is inserted under: at most `perPhone` open
 * unpaid orders shipped to one phone and `perAddress` placed from one network address, counting
 * the orders still PENDING whose hold has not lapsed at `now` (the new one included).
 *
 * @example
 * const limits: UnpaidOrderLimits = { now, perPhone: 3, perAddress: 20 };
 */
export interface UnpaidOrderLimits {
  readonly now: number;
  readonly perPhone: number;
  readonly perAddress: number;
}

/**
 * The outcome of inserting an unpaid order: inserted, or refused by a cap (nothing inserted),
 * with the time until the earliest counted hold lapses.
 *
 * @example
 * const refused: UnpaidInsertOutcome = { ok: false, limit: 'phone', retryAfterMs: 240_000 };
 */
export type UnpaidInsertOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly limit: 'phone' | 'address'; readonly retryAfterMs: number };

/**
 * A conditional status change: applied only while the order's status is one of `from`.
 *
 * @example
 * const cancel: OrderTransition = { id: 'o1', from: ['PENDING', 'CONFIRMED'], to: 'CANCELLED',
 *   at: now, deliveryStatus: 'CANCELLED' };
 */
export interface OrderTransition {
  readonly id: string;
  readonly from: readonly OrderStatus[];
  readonly to: OrderStatus;
  readonly at: number;
  /** The delivery status to set with it; unchanged when absent. */
  readonly deliveryStatus?: DeliveryStatus | undefined;
}

/**
 * Orders with their lines, and the payments created with them. Each method is one atomic
 * operation. SQL: `orders` (UNIQUE code), `order_lines`, `order_status_changes`, `payments`;
 * searches are newest first (`createdAt` descending, then code descending) on indexes
 * `(user_id, created_at)` and `(shipping_phone, created_at)`.
 *
 * @example
 * const placed = await repos.orders.transition({ id, from: ['PENDING'], to: 'CONFIRMED', at: now });
 * if (!placed) return; // someone else moved it first
 */
export interface OrdersRepository {
  /**
   * Inserts the order (its lines and history included) and its payments together. A taken
   * order id, order code or payment id is a programmer error and throws.
   */
  insert(order: OrderRecord, payments: readonly PaymentRecord[]): Promise<void>;
  byId(id: string): Promise<OrderRecord | null>;
  byUser(userId: string, filter: OrderFilter, page: PageRequest): Promise<Page<OrderRecord>>;
  /**
   * Guest orders (no user) shipped to this normalised phone: once the phone is verified, its
   * owner may see them.
   */
  byPhone(phone: string, filter: OrderFilter, page: PageRequest): Promise<Page<OrderRecord>>;
  /**
   * Inserts an unpaid order (PENDING, `holdUntil` set) as `insert` does, unless a cap of
   * `limits` refuses it: the open unpaid orders (PENDING, `holdUntil` after `limits.now`) with
   * its shipping phone, and those with its `placedFrom` (not counted when null), must stay below
   * their caps. Counted in storage, so concurrent inserts never pass a cap together. SQL:
   * transaction-scoped advisory locks on the phone and on the address (in a fixed order), a count
   * on `orders_open_holds (status, hold_until)`, then the insert; the locks last until the
   * enclosing transaction ends.
   */
  insertUnpaid(
    order: OrderRecord,
    payments: readonly PaymentRecord[],
    limits: UnpaidOrderLimits,
  ): Promise<UnpaidInsertOutcome>;
  /**
   * Moves the order to `to` only while its status is one of `from` (SQL: `UPDATE orders SET
   * status = $to … WHERE id = $id AND status = ANY($from) RETURNING *`), appends the change to
   * `history`, sets `updatedAt`, and clears `holdUntil` when the order leaves PENDING. Answers
   * the updated order, or null when the order is missing or in another status (nothing changed).
   */
  transition(change: OrderTransition): Promise<OrderRecord | null>;
  /**
   * Moves a PENDING order's hold to `until` (never earlier than it was), only while the hold
   * has not lapsed at `now` (one conditional UPDATE); answers the order, or null (missing, not
   * PENDING, or lapsed: nothing changed). Payment starting (CreateTransaction) calls it once.
   */
  extendHold(id: string, now: number, until: number): Promise<OrderRecord | null>;
  /**
   * PENDING orders whose hold lapsed at or before `now` (`holdUntil <= now`), the earliest
   * lapse first (then by id), at most `limit`: what the hold sweep cancels.
   */
  lapsedHolds(now: number, limit: number): Promise<readonly OrderRecord[]>;
  /**
   * Whether one of the user's orders holds the product and is DELIVERED or COMPLETE, or has a
   * PAID ONLINE payment and is not CANCELLED or RETURNED (what makes a review verified).
   */
  hasPaidOrDelivered(userId: string, productId: string): Promise<boolean>;
}
