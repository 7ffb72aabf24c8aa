import type { AuditActor } from './audit.js';

/**
 * Why a stock key's units on hand changed: a staff adjustment (`RECEIVED`, `DAMAGED`,
 * `CORRECTION`, the admin contract's `StockAdjustmentReason`), units back on the shelf after an
 * RTO or a return (`RTO_RESTOCK`, `RETURN_RESTOCK`: staff or the order's life), or units that
 * left with a dispatch (`DISPATCH`, the order's life).
 *
 * @example
 * const reason: StockLedgerReason = 'DAMAGED';
 */
export type StockLedgerReason =
  'RECEIVED' | 'DAMAGED' | 'CORRECTION' | 'RTO_RESTOCK' | 'RETURN_RESTOCK' | 'DISPATCH';

/**
 * One change of a key's units on hand: `delta` units added (positive) or taken (negative),
 * `onHandAfter` what was on hand right after it, why, who, when, and the order behind a
 * dispatch, RTO or return entry.
 *
 * @example
 * const entry: StockLedgerRecord = { id: 'l1', key: 'p1', delta: 12, onHandAfter: 40,
 *   reason: 'RECEIVED', orderId: null, note: 'PO 118', actor: { kind: 'staff', id: 'u1' }, at: 0 };
 */
export interface StockLedgerRecord {
  readonly id: string;
  readonly key: string;
  readonly delta: number;
  readonly onHandAfter: number;
  readonly reason: StockLedgerReason;
  readonly orderId: string | null;
  readonly note: string | null;
  readonly actor: AuditActor;
  readonly at: number;
}

/**
 * A change to make: the ledger entry without `onHandAfter` (storage knows it once the change is
 * made).
 *
 * @example
 * const change: StockAdjustment = { id: 'l1', key: 'p1', delta: -2, reason: 'DAMAGED',
 *   orderId: null, note: 'crushed in transit', actor: { kind: 'staff', id: 'u1' }, at: 0 };
 */
export type StockAdjustment = Omit<StockLedgerRecord, 'onHandAfter'>;

/**
 * A key's level as staff read it: on hand, reserved (promised to orders not yet dispatched),
 * held (the part of `reserved` promised to orders not yet paid), whether it is tracked, and the
 * product and variant it belongs to with their titles (`productTitle` null when the catalogue
 * no longer has the product; `variantTitle` null for a product's own key).
 *
 * @example
 * const level: StockLevelRecord = { key: 'p1:v2', productId: 'p1', variantId: 'v2',
 *   productTitle: 'Serum', variantTitle: '30 ml', tracked: true, onHand: 9, reserved: 2, held: 1 };
 */
export interface StockLevelRecord {
  readonly key: string;
  readonly productId: string;
  readonly variantId: string | null;
  readonly productTitle: string | null;
  readonly variantTitle: string | null;
  readonly tracked: boolean;
  readonly onHand: number;
  readonly reserved: number;
  readonly held: number;
}

/**
 * The outcome of an adjustment: made (the level after it and its ledger entry), or refused and
 * nothing written — no such key, an untracked key (nothing counts its units), or a take that
 * would leave fewer units on hand than orders hold (`level` as it stood).
 *
 * @example
 * const refused: StockAdjustOutcome = { status: 'below-reserved', level };
 */
export type StockAdjustOutcome =
  | {
      readonly status: 'adjusted';
      readonly level: StockLevelRecord;
      readonly entry: StockLedgerRecord;
    }
  | { readonly status: 'unknown-key' }
  | { readonly status: 'untracked'; readonly level: StockLevelRecord }
  | { readonly status: 'below-reserved'; readonly level: StockLevelRecord };

/**
 * A count of a key's units on hand to record: the ledger entry without `delta` and
 * `onHandAfter` (storage knows both once it has read the key under its lock), and `onHand`, the
 * units counted.
 *
 * @example
 * const count: StockCount = { id: 'l1', key: 'p1', onHand: 40, reason: 'CORRECTION',
 *   orderId: null, note: 'shelf count', actor: { kind: 'staff', id: 'u1' }, at: 0 };
 */
export type StockCount = Omit<StockAdjustment, 'delta'> & { readonly onHand: number };

/**
 * The outcome of a count: `counted` (the level before and after; `entry` null when the count
 * equals what was on hand, so nothing changed), or refused and nothing written as for `adjust`
 * (`below-reserved`: the count is below the units orders hold).
 *
 * @example
 * const same: StockCountOutcome = { status: 'counted', before: level, level, entry: null };
 */
export type StockCountOutcome =
  | {
      readonly status: 'counted';
      readonly before: StockLevelRecord;
      readonly level: StockLevelRecord;
      readonly entry: StockLedgerRecord | null;
    }
  | Exclude<StockAdjustOutcome, { readonly status: 'adjusted' }>;

/**
 * Which levels to list: `search` (case-insensitive) matches the key, the product's title or SKU,
 * or (a variant's key) the variant's title or SKU; `availableAtMost` keeps tracked keys with at
 * most that many available (onHand − reserved). Absent fields match everything.
 *
 * @example
 * const filter: StockLevelFilter = { search: 'serum', availableAtMost: 5 };
 */
export interface StockLevelFilter {
  readonly search?: string | undefined;
  readonly availableAtMost?: number | undefined;
}

/**
 * A page of stock levels (by key, ascending), the key to continue after (null on the last page)
 * and how many keys match in all.
 *
 * @example
 * const page: StockLevelPage = { items: [], next: null, total: 0 };
 */
export interface StockLevelPage {
  readonly items: readonly StockLevelRecord[];
  readonly next: string | null;
  readonly total: number;
}

/**
 * Where a page of a key's ledger ends: the last entry's time and id (entries are read newest
 * first, by time then id).
 *
 * @example
 * const after: StockLedgerCursor = { at: 1_700_000_000_000, id: 'l9' };
 */
export interface StockLedgerCursor {
  readonly at: number;
  readonly id: string;
}

/**
 * A page of one key's ledger, newest first, the cursor of the next page and the entries' count.
 *
 * @example
 * const page: StockLedgerPage = { items: [], next: null, total: 0 };
 */
export interface StockLedgerPage {
  readonly items: readonly StockLedgerRecord[];
  readonly next: StockLedgerCursor | null;
  readonly total: number;
}

/**
 * The stock ledger: every change of a key's units on hand, and the staff's view of the levels.
 *
 * - `adjust` changes a tracked key's `onHand` by `delta` and appends its entry, atomically; a
 *   take never leaves `onHand` below `reserved` (units promised to orders, `held` included).
 *   SQL: `UPDATE stock SET on_hand = on_hand + $d WHERE key = $k AND tracked AND on_hand + $d
 *   >= reserved RETURNING …` then the entry's INSERT, in one transaction (the row stays locked
 *   until it ends, so two adjustments of one key are both counted, one after the other).
 * - `count` sets a tracked key's `onHand` to the units counted and appends its entry (delta =
 *   counted − on hand before), atomically: never below `reserved`; nothing is written when the
 *   count equals what is on hand. SQL: the key's row read `FOR UPDATE`, then one conditional
 *   UPDATE (`… AND $n >= reserved`) and the entry's INSERT in the same transaction, so a
 *   concurrent adjustment is either before the count (and overwritten by it, as a count means)
 *   or after it (and added to it).
 * - `record` appends the entries of changes a stock write just made in the same transaction
 *   (`stock.commit` of a dispatch, `stock.restock` of an RTO or a return), each with the key's
 *   `onHand` as it now stands; untracked and unknown keys get none. Call it only inside the
 *   transaction that made the change (its row locks keep `onHand` as the change left it).
 * - `levels` and `entries` read (keyset pages; `limit` at least 1).
 *
 * @example
 * const outcome = await repos.stockLedger.adjust({ id, key: 'p1', delta: 12, reason: 'RECEIVED',
 *   orderId: null, note: null, actor: { kind: 'staff', id: 'u1' }, at: now });
 */
export interface StockLedgerRepository {
  adjust(change: StockAdjustment): Promise<StockAdjustOutcome>;
  count(count: StockCount): Promise<StockCountOutcome>;
  record(changes: readonly StockAdjustment[]): Promise<void>;
  levels(
    filter: StockLevelFilter,
    page: { readonly limit: number; readonly after: string | null },
  ): Promise<StockLevelPage>;
  /** The key's entries, newest first. */
  entries(
    key: string,
    page: { readonly limit: number; readonly after: StockLedgerCursor | null },
  ): Promise<StockLedgerPage>;
}
