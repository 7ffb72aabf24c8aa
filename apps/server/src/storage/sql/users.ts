import type { UsersRepository } from '@haat/storefront-backend';
import { userChangesToWrite } from '@haat/storefront-backend';
import { eq, sql } from 'drizzle-orm';
import { users } from '../schema/index.js';
import type { Run } from './executor.js';
import { userOf } from './records.js';

/** Shoppers in SQL: unique phone (`INSERT … ON CONFLICT (phone) DO NOTHING`, then read). */
export function sqlUsers(run: Run): UsersRepository {
  return {
    byId: (id) =>
      run(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.id, id));
        return row ? userOf(row) : null;
      }),
    byPhone: (phone) =>
      run(async (tx) => {
        const [row] = await tx.select().from(users).where(eq(users.phone, phone));
        return row ? userOf(row) : null;
      }),
    insert: (user) =>
      run(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values(user)
          .onConflictDoNothing({ target: users.phone })
          .returning();
        if (created) return { created: true as const, user: userOf(created) };
        const [existing] = await tx.select().from(users).where(eq(users.phone, user.phone));
        if (!existing) throw new Error(`The owner of ${user.phone} vanished during the insert`);
        return { created: false as const, user: userOf(existing) };
      }),
    update: (id, changes) =>
      run(async (tx) => {
        const set = userChangesToWrite(changes);
        const [row] =
          Object.keys(set).length === 0
            ? await tx.select().from(users).where(eq(users.id, id))
            : await tx.update(users).set(set).where(eq(users.id, id)).returning();
        return row ? userOf(row) : null;
      }),
    countOrder: (id) =>
      run(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ totalOrders: sql`${users.totalOrders} + 1` })
          .where(eq(users.id, id))
          .returning();
        return row ? userOf(row) : null;
      }),
  };
}
