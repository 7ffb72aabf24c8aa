import { wholeNumber, type CouponUsesRepository } from '@haat/storefront-backend';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { couponUseCounts, couponUses } from '../schema/index.js';
import type { Run, Tx } from './executor.js';

/** Thrown inside the count's savepoint to roll back the keys it already counted. */
class CapReached extends Error {
  constructor(readonly customerKey: string) {
    super('Coupon use cap reached');
  }
}

/** Keys in ascending code-unit order (as `COLLATE "C"`): the order every count locks rows in. */
const ascending = (keys: readonly string[]): string[] =>
  [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** One more use of the coupon for the key, unless it is at `max` (then false, nothing changed). */
async function countOne(tx: Tx, couponId: string, customerKey: string, max: number) {
  const counted = await tx
    .insert(couponUseCounts)
    .values({ couponId, customerKey, used: 1 })
    .onConflictDoUpdate({
      target: [couponUseCounts.couponId, couponUseCounts.customerKey],
      set: { used: sql`${couponUseCounts.used} + 1` },
      setWhere: sql`${couponUseCounts.used} < ${max}`,
    })
    .returning({ used: couponUseCounts.used });
  return counted.length > 0;
}

/**
 * Coupon uses per customer in SQL: per key a conditional upsert on `coupon_use_counts` (the row
 * lock it takes makes concurrent orders wait and then see the new count), inside a savepoint so a
 * key at its cap rolls back the keys already counted; then the order's `coupon_uses` rows.
 */
export function sqlCouponUses(run: Run): CouponUsesRepository {
  return {
    count: ({ couponId, orderId, max, customerKeys }) =>
      run(async (tx) => {
        wholeNumber(max, 'A coupon use cap', 1);
        const keys = ascending(customerKeys);
        try {
          await tx.transaction(async (savepoint) => {
            for (const key of keys) {
              if (!(await countOne(savepoint, couponId, key, max))) throw new CapReached(key);
            }
            if (keys.length > 0) {
              await savepoint
                .insert(couponUses)
                .values(keys.map((customerKey) => ({ orderId, couponId, customerKey })));
            }
          });
          return { ok: true as const };
        } catch (error) {
          if (error instanceof CapReached) {
            return { ok: false as const, customerKey: error.customerKey };
          }
          throw error;
        }
      }),
    giveBack: (orderId) =>
      run(async (tx) => {
        const given = await tx
          .delete(couponUses)
          .where(eq(couponUses.orderId, orderId))
          .returning({ couponId: couponUses.couponId, customerKey: couponUses.customerKey });
        const byCoupon = new Map<string, string[]>();
        for (const { couponId, customerKey } of given) {
          byCoupon.set(couponId, [...(byCoupon.get(couponId) ?? []), customerKey]);
        }
        for (const [couponId, keys] of [...byCoupon].sort(([a], [b]) => (a < b ? -1 : 1))) {
          await tx
            .update(couponUseCounts)
            .set({ used: sql`greatest(${couponUseCounts.used} - 1, 0)` })
            .where(
              and(
                eq(couponUseCounts.couponId, couponId),
                inArray(couponUseCounts.customerKey, ascending(keys)),
              ),
            );
        }
        return given.length;
      }),
    used: (couponId, customerKey) =>
      run(async (tx) => {
        const [row] = await tx
          .select({ used: couponUseCounts.used })
          .from(couponUseCounts)
          .where(
            and(
              eq(couponUseCounts.couponId, couponId),
              eq(couponUseCounts.customerKey, customerKey),
            ),
          );
        return row?.used ?? 0;
      }),
  };
}
