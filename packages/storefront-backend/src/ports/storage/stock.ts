import { stockPool, type Product } from '@haat/commerce-core';

/**
 * What a stock key is built from: the product's id and its variants (which of them have their
 * own `inventory`).
 *
 * @example
 * const product: StockKeyProduct = { id: 'p1', variants: [{ id: 'v2', inventory: 4 }] };
 */
export type StockKeyProduct = Pick<Product, 'id' | 'variants'>;

/**
 * The stock key a line of a product draws on — the one place a key is built: `productId` for
 * the product's own, shared count, or `productId:variantId` for a variant with its own
 * `inventory` (commerce-core `stockPool`). A line without a variant, of a variant the product
 * does not list, or of a variant without its own `inventory` draws on the product's key: three
 * such variants of a product with 10 units sell 10 between them (issue 21). Ids never contain
 * `:`.
 *
 * @example
 * const product = { id: 'p1', variants: [{ id: 'v2', inventory: 4 }, { id: 'v3' }] };
 * stockKey(product, null); // 'p1'
 * stockKey(product, 'v2'); // 'p1:v2'
 * stockKey(product, 'v3'); // 'p1'
 */
export function stockKey(product: StockKeyProduct, variantId: string | null | undefined): string {
  const pool = stockPool(product, variantId);
  return pool === null ? product.id : `${product.id}:${pool}`;
}

/**
 * Units of one stock key in a reservation, release, commit or restock. `quantity` is a whole
 * number of at least 1 (anything else is a programmer error and throws).
 *
 * @example
 * const line: StockLine = { key: 'p1:v2', quantity: 2 };
 */
export interface StockLine {
  readonly key: string;
  readonly quantity: number;
}

/**
 * How many units of a key can still be sold: `null` when the key is not limited (inventory
 * tracking off, or "continue selling when out of stock"), 0 for a key storage does not know.
 *
 * @example
 * const level: StockLevel = { key: 'p1', available: 3 };
 */
export interface StockLevel {
  readonly key: string;
  readonly available: number | null;
}

/**
 * A key that could not be reserved: what the reservation asked of it (all its lines together)
 * and what was available.
 *
 * @example
 * const short: StockShortage = { key: 'p1', requested: 2, available: 1 };
 */
export interface StockShortage {
  readonly key: string;
  readonly requested: number;
  readonly available: number;
  /**
   * Present on an unpaid reservation refused although `available` covers it: unpaid orders
   * already hold their share of the key (see `StockRepository.reserve`).
   */
  readonly heldForPayment?: true;
}

/**
 * How units are reserved or released: `unpaid` for an order that has not paid yet (PENDING,
 * waiting for its online payment), whose units also count in the key's `held` share.
 *
 * @example
 * await repos.stock.reserve(lines, { unpaid: true });
 */
export interface StockHoldOptions {
  readonly unpaid?: boolean | undefined;
}

/**
 * The outcome of a reservation: all lines reserved, or none and the keys that fell short.
 *
 * @example
 * const refused: ReserveOutcome = { ok: false, shortages: [{ key: 'p1', requested: 2, available: 1 }] };
 */
export type ReserveOutcome =
  { readonly ok: true } | { readonly ok: false; readonly shortages: readonly StockShortage[] };

/**
 * Sellable stock per key, kept as `onHand` (units in the warehouse that may be sold),
 * `reserved` (units promised to orders not yet dispatched) and `held` (the part of `reserved`
 * promised to orders that have not paid yet); available = onHand − reserved.
 *
 * Seeding (see `initialStock`): one key per product and per variant with its own `inventory`
 * (`stockKey`), onHand = the catalogue's `inventory` minus the store's BLOCK_INVENTORY, floored
 * at 0 (commerce-core `productStock`).
 * Untracked keys (the product's `isInventoryEnabled` is not true, or it continues selling out
 * of stock; its variants follow it) have no limit: `available` reads null and the writes
 * below accept and ignore them. A key with no row cannot be reserved (available 0).
 *
 * Every method is one atomic operation; lines naming the same key count together.
 * SQL: a `stock(key PRIMARY KEY, on_hand, reserved, held, tracked)` table; each write runs inside
 * one transaction, one conditional UPDATE per key in ascending key order (so two orders lock the
 * same rows in the same order and cannot deadlock), and rolls back when any key falls short.
 *
 * `commit` and `restock` are the dispatch and return primitives of the order lifecycle (a
 * dispatched order's units leave `onHand`; a courier return puts them back): nothing in the
 * storefront calls them yet, the back office's lifecycle will.
 *
 * @example
 * const outcome = await repos.stock.reserve([{ key: 'p1', quantity: 1 }]);
 * if (!outcome.ok) console.info(outcome.shortages);
 */
export interface StockRepository {
  /** The level of each key, in the order asked. */
  available(keys: readonly string[]): Promise<readonly StockLevel[]>;
  /**
   * Reserves every line or none: per key, `reserved += q` only where `onHand − reserved ≥ q`.
   * SQL: `UPDATE stock SET reserved = reserved + $q WHERE key = $k AND (NOT tracked OR
   * on_hand - reserved >= $q)` per key; zero rows updated → shortage → ROLLBACK. Shortages list
   * every key that fell short, in ascending key order.
   *
   * `unpaid`: the units also go to `held`, and unpaid orders may hold at most half (rounded up)
   * of the units not promised to paying orders: `held + q ≤ ⌈(onHand − reserved + held) / 2⌉`
   * (SQL: `2 * (held + q) <= on_hand - reserved + held + 1` in the same WHERE). A key refused
   * only by that share is a shortage with `heldForPayment`. So orders that pay (cash on
   * delivery, or once paid online) can always reach the other half, however many unpaid orders
   * arrive.
   */
  reserve(lines: readonly StockLine[], options?: StockHoldOptions): Promise<ReserveOutcome>;
  /**
   * Gives reserved units back (order cancelled, hold lapsed): `reserved -= q`, and with `unpaid`
   * `held -= q` too, each never below 0. SQL: `SET reserved = GREATEST(reserved - $q, 0)`.
   */
  release(lines: readonly StockLine[], options?: StockHoldOptions): Promise<void>;
  /**
   * An unpaid order was paid: its units stay reserved but leave the unpaid share,
   * `held -= q` (never below 0).
   */
  settle(lines: readonly StockLine[]): Promise<void>;
  /**
   * Reserved units leave the warehouse (dispatch): `onHand -= q` and `reserved -= q` for every
   * line, or nothing when a key holds fewer reserved units than asked (answers false).
   */
  commit(lines: readonly StockLine[]): Promise<boolean>;
  /** Units come back to the shelf (a return after dispatch): `onHand += q`. */
  restock(lines: readonly StockLine[]): Promise<void>;
}
