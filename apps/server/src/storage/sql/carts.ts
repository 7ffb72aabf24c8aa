import type { CartsRepository } from '@haat/storefront-backend';
import { and, eq } from 'drizzle-orm';
import { carts } from '../schema/index.js';
import type { Run } from './executor.js';
import { cartOf } from './records.js';

/** Carts in SQL: one per (user, store), `INSERT … ON CONFLICT (user_id, store_id) DO UPDATE`. */
export function sqlCarts(run: Run): CartsRepository {
  return {
    forUser: (userId, storeId) =>
      run(async (tx) => {
        const [row] = await tx
          .select()
          .from(carts)
          .where(and(eq(carts.userId, userId), eq(carts.storeId, storeId)));
        return row ? cartOf(row) : null;
      }),
    upsertForUser: (cart) =>
      run(async (tx) => {
        const [row] = await tx
          .insert(carts)
          .values(cart)
          .onConflictDoUpdate({
            target: [carts.userId, carts.storeId],
            set: { couponCodeId: cart.couponCodeId, lines: cart.lines, updatedAt: cart.updatedAt },
          })
          .returning();
        if (!row) throw new Error(`Cart ${cart.id} was not stored`);
        return cartOf(row);
      }),
  };
}
