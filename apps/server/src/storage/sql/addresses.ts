import { addressFieldsOf, wholeNumber, type AddressesRepository } from '@haat/storefront-backend';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { addresses } from '../schema/index.js';
import type { Run } from './executor.js';
import { addressOf } from './records.js';

/**
 * Address books in SQL. An insert takes a transaction-scoped advisory lock on its owner's id
 * (the owner needs no `users` row to be locked), counts, then inserts: concurrent inserts of one
 * user take turns, so the cap holds.
 */
export function sqlAddresses(run: Run): AddressesRepository {
  const own = (userId: string, id: string) =>
    and(eq(addresses.userId, userId), eq(addresses.id, id));
  return {
    list: (userId, filter) =>
      run(async (tx) => {
        const rows = await tx
          .select()
          .from(addresses)
          .where(
            filter?.pinCode === undefined
              ? eq(addresses.userId, userId)
              : and(eq(addresses.userId, userId), eq(addresses.pinCode, filter.pinCode)),
          )
          .orderBy(desc(addresses.createdAt), asc(sql`${addresses.id} collate "C"`));
        return rows.map(addressOf);
      }),
    get: (userId, id) =>
      run(async (tx) => {
        const [row] = await tx.select().from(addresses).where(own(userId, id));
        return row ? addressOf(row) : null;
      }),
    insert: (address, { maxPerUser }) =>
      run(async (tx) => {
        wholeNumber(maxPerUser, 'maxPerUser', 0);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${address.userId}`}, 0))`,
        );
        const [counted] = await tx
          .select({ n: count() })
          .from(addresses)
          .where(eq(addresses.userId, address.userId));
        if ((counted?.n ?? 0) >= maxPerUser)
          return { ok: false as const, reason: 'limit' as const };
        const [row] = await tx.insert(addresses).values(address).returning();
        if (!row) throw new Error(`Address ${address.id} was not stored`);
        return { ok: true as const, address: addressOf(row) };
      }),
    update: (userId, id, fields, at) =>
      run(async (tx) => {
        const [row] = await tx
          .update(addresses)
          .set({ ...addressFieldsOf(fields), updatedAt: at })
          .where(own(userId, id))
          .returning();
        return row ? addressOf(row) : null;
      }),
    delete: (userId, id) =>
      run(async (tx) => {
        const [row] = await tx.delete(addresses).where(own(userId, id)).returning();
        return row ? addressOf(row) : null;
      }),
  };
}
