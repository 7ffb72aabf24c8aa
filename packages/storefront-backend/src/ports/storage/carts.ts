import type { CartRecord } from './records.js';

/**
 * Server carts: one per (user, store), unique (SQL: `UNIQUE (user_id, store_id)`; upsert is
 * `INSERT … ON CONFLICT (user_id, store_id) DO UPDATE`, keeping the row's id).
 *
 * @example
 * const cart = await repos.carts.upsertForUser({ ...cart, id: ids.uuid() });
 */
export interface CartsRepository {
  forUser(userId: string, storeId: string): Promise<CartRecord | null>;
  /**
   * Stores the user's cart for the store: replaces the lines, coupon and `updatedAt` of the
   * existing cart (keeping its id), or inserts `cart` with its id when there is none.
   */
  upsertForUser(cart: CartRecord): Promise<CartRecord>;
}
