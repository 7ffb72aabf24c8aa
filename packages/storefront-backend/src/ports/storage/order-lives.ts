import type { Actor, OrderLife } from '../../fulfilment/life.js';
import type { FulfilmentStage } from '../../fulfilment/stage.js';
import type { LineTracking } from '../../fulfilment/line-tracking.js';
import type { SpecStatuses } from '../../fulfilment/spec-statuses.js';
import type { OrderPaymentType, OrderRecord, OrderStatus } from './records.js';

/**
 * One entry of an order's move log: which move, who made it (the actor's kind and id: a staff
 * member's or shopper's user id, a provider's name, null for the shop's timers or a guest), why,
 * on which shipment, return or refund, when, and the life's version it produced.
 *
 * @example
 * const entry: OrderMoveLogEntry = { id: 'm1', orderId: 'o1', version: 1, move: 'CONFIRM_COD',
 *   actorKind: 'staff', actorId: 'u7', reason: null, subject: null, at: 0 };
 */
export interface OrderMoveLogEntry {
  readonly id: string;
  readonly orderId: string;
  readonly version: number;
  readonly move: string;
  readonly actorKind: Actor['kind'];
  readonly actorId: string | null;
  readonly reason: string | null;
  readonly subject: string | null;
  readonly at: number;
}

/**
 * An order's life as stored: the machine's value (its `version` counts the moves made) and the
 * fulfilment stage it is at (kept beside it so lists filter on it).
 *
 * @example
 * const stored: StoredOrderLife = { life, stage: fulfilmentStage(life) };
 */
export interface StoredOrderLife {
  readonly life: OrderLife;
  readonly stage: FulfilmentStage;
}

/**
 * A moved life to store: the life (one version on from the stored one), its stage, the spec
 * statuses the order shows from now on (written onto the order, its lines and its status
 * history), when, and the move's log entry.
 *
 * @example
 * const change: OrderLifeChange = { life: next, stage: fulfilmentStage(next),
 *   statuses: specStatuses(next), tracking: lineTracking(next), at: now, entry };
 */
export interface OrderLifeChange extends StoredOrderLife {
  readonly statuses: SpecStatuses;
  /** Each line's courier and tracking number (`lineTracking`), written onto the order's lines. */
  readonly tracking: readonly LineTracking[];
  readonly at: number;
  readonly entry: OrderMoveLogEntry;
}

/**
 * Which orders the console lists; absent parts match everything. `stages` matches orders whose
 * stored life is at one of `started`, and orders without a life whose status and payment type
 * are one of `unstarted` (the service works out which pairs start at the stages asked).
 * `phone` is the shipping phone (`+91…`), `code` the whole order code (any case), `pinCode` the
 * shipping address's pin code, `awb` the whole AWB of any of the life's shipments (exact case);
 * `from` inclusive and `to` exclusive bound `createdAt`. SQL indexes the last two (the shipping
 * pin code with `created_at`; the life's shipments with GIN) so a packer's lookup stays fast.
 * `anyOf` holds when at least one of its given parts does, each read as the field of that name
 * (the console's one search box: a text that may be an order code, a phone or an AWB).
 *
 * @example
 * const query: AdminOrderQuery = { statuses: ['CONFIRMED'], paymentTypes: ['COD'] };
 */
export interface AdminOrderQuery {
  readonly statuses?: readonly OrderStatus[] | undefined;
  readonly paymentTypes?: readonly OrderPaymentType[] | undefined;
  readonly stages?:
    | {
        readonly started: readonly FulfilmentStage[];
        readonly unstarted: readonly {
          readonly status: OrderStatus;
          readonly paymentType: OrderPaymentType;
        }[];
      }
    | undefined;
  readonly phone?: string | undefined;
  readonly code?: string | undefined;
  readonly pinCode?: string | undefined;
  readonly awb?: string | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly anyOf?: AdminOrderAnyOf | undefined;
}

/**
 * Alternatives of an `AdminOrderQuery`: an order matches when any given part matches (as the
 * query's own `phone`, `code` and `awb` would); none given matches nothing.
 *
 * @example
 * const anyOf: AdminOrderAnyOf = { code: '9876543210', awb: '9876543210', phone: '+919876543210' };
 */
export interface AdminOrderAnyOf {
  readonly phone?: string | undefined;
  readonly code?: string | undefined;
  readonly awb?: string | undefined;
}

/**
 * Where a page of orders ends (newest first: by `createdAt`, then id, both descending).
 *
 * @example
 * const after: AdminOrderCursor = { createdAt: 1_700_000_000_000, id: 'o9' };
 */
export interface AdminOrderCursor {
  readonly createdAt: number;
  readonly id: string;
}

/**
 * A page of orders with their lives (null: not started), the next page's cursor (null on the
 * last) and how many orders match in all (null when the caller asked not to count them).
 *
 * @example
 * const page: AdminOrderPage = { items: [], next: null, total: 0 };
 */
export interface AdminOrderPage {
  readonly items: readonly { readonly order: OrderRecord; readonly life: StoredOrderLife | null }[];
  readonly next: AdminOrderCursor | null;
  readonly total: number | null;
}

/**
 * The order's life after it was placed (issue 23), one row per order, and its move log. A life
 * is started once (lazily, at its first move, for orders placed before lives were kept) and then
 * only replaced from the version it was read at, so two staff moving one order never both win.
 * SQL: `order_lives` (order id primary key, the life as JSONB, `version`, `stage`),
 * `order_moves` (one row per move, unique per order and version).
 *
 * @example
 * const locked = await repos.orderLives.lock(orderId); // inside storage.transaction
 * const stored = await repos.orderLives.save(change, locked.life.version);
 */
export interface OrderLivesRepository {
  /**
   * Stores a life just started unless the order has one already (SQL: `INSERT … ON CONFLICT
   * DO NOTHING`); answers whether this one was stored. A concurrent start waits for the other's
   * transaction and then stores nothing.
   */
  start(stored: StoredOrderLife, at: number): Promise<boolean>;
  /**
   * Locks the ORDER (its row, whether or not its life has started) and its life until the
   * enclosing transaction ends (SQL: `SELECT … FOR UPDATE` on `orders`, then on `order_lives`),
   * and answers the life, or null when none was started. Every path that changes an order's
   * status takes this lock first (moves, and the cancellations made without a life), so they
   * never interleave: one that waited reads what the other stored.
   */
  lock(orderId: string): Promise<StoredOrderLife | null>;
  /**
   * The ids of orders whose life waits for its COD confirmation (stage TO_CONFIRM) and that were
   * placed before `placedBefore`, oldest first, at most `limit` (1–1,000): what the
   * unconfirmed-order sweep cancels. A read without locks (`moveOrder` locks each order and
   * decides). SQL: `order_lives` by its stage index, joined to `orders` for the placing time.
   */
  awaitingConfirmation(placedBefore: number, limit: number): Promise<readonly string[]>;
  /**
   * The ids of orders whose life is delivered (stage DELIVERED: nothing on its way, no return
   * open) and last moved before `movedBefore`, oldest move first, at most `limit` (1–1,000):
   * what the completion sweep closes once the return window has passed (a life's window starts
   * at its last delivery, which is never after its last move). A read without locks
   * (`moveOrder` locks each order and decides). SQL: `order_lives` by its stage index.
   */
  deliveredBefore(movedBefore: number, limit: number): Promise<readonly string[]>;
  /** The order's life as it stands (no lock), or null. */
  byOrder(orderId: string): Promise<StoredOrderLife | null>;
  /** The lives of these orders (at most 1,000 ids), in no particular order; missing ones left out. */
  byOrders(orderIds: readonly string[]): Promise<readonly StoredOrderLife[]>;
  /**
   * Stores a moved life only while the stored one is at `expectedVersion` (one conditional
   * UPDATE), and with it, in the same operation: the order's status, delivery status, line
   * statuses and cancelled units from `statuses`, the lines' courier and tracking number (a status change is appended to the order's
   * history; leaving PENDING clears its hold) and the move's log entry. Answers false, changing
   * nothing, when the stored life is at another version or missing, or the order is missing.
   */
  save(change: OrderLifeChange, expectedVersion: number): Promise<boolean>;
  /** The order's move log, oldest first. */
  log(orderId: string): Promise<readonly OrderMoveLogEntry[]>;
  /**
   * Orders matching `query` with their lives, newest first (`createdAt`, then id, descending),
   * at most `limit` (1–200) after the cursor, and the count of all matches unless `count` is
   * false (`total` null: a reader going through every page, like the CSV export, counts once
   * instead of once a page). SQL: `orders` left joined to `order_lives`, keyset paging on
   * `(created_at, id)`.
   */
  searchOrders(
    query: AdminOrderQuery,
    page: {
      readonly limit: number;
      readonly after: AdminOrderCursor | null;
      readonly count?: boolean | undefined;
    },
  ): Promise<AdminOrderPage>;
}
