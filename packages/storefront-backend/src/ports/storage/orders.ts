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
}

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
   * Moves the order to `to` only while its status is one of `from` (SQL: `UPDATE orders SET
   * status = $to … WHERE id = $id AND status = ANY($from) RETURNING *`), appends the change to
   * `history`, sets `updatedAt`, and clears `confirmAt` when the order leaves PENDING. Answers
   * the updated order, or null when the order is missing or in another status (nothing changed).
   */
  transition(change: OrderTransition): Promise<OrderRecord | null>;
  /**
   * Confirms every PENDING order whose `confirmAt` is at or before `now` (status and delivery
   * status CONFIRMED, recorded at its `confirmAt`); answers how many.
   */
  confirmDue(now: number): Promise<number>;
  /**
   * PENDING PREPAID or PPCOD orders created before `cutoff` whose ONLINE payment is not PAID
   * (their stock hold has run out), oldest first, at most `limit`.
   */
  unpaidPrepaidBefore(cutoff: number, limit: number): Promise<readonly OrderRecord[]>;
  /**
   * Whether one of the user's orders holds the product and is DELIVERED or COMPLETE, or has a
   * PAID ONLINE payment and is not CANCELLED or RETURNED (what makes a review verified).
   */
  hasPaidOrDelivered(userId: string, productId: string): Promise<boolean>;
}
