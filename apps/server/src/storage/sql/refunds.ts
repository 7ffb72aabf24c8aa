import { asPaise } from '@haat/commerce-core';
import type { RefundRecord, RefundsRepository, RefundStatus } from '@haat/storefront-backend';
import { and, asc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { refunds } from '../schema/index.js';
import type { Run } from './executor.js';

const refundOf = (row: typeof refunds.$inferSelect): RefundRecord => ({
  ...row,
  amount: asPaise(row.amount),
  destination: row.destination as RefundRecord['destination'],
  speed: row.speed as RefundRecord['speed'],
  status: row.status as RefundStatus,
});

/** storefront-backend's `refundMayAdvance` as SQL: the rank of a status (processed = failed). */
const rank = (status: RefundStatus | SQL) =>
  sql`case ${status} when 'claimed' then 0 when 'pending' then 1 else 2 end`;

/**
 * Refunds in SQL: a claim is `INSERT … ON CONFLICT (id) DO NOTHING` (then the row is read); an
 * update is one conditional UPDATE that only moves the status forward, and a failed ask one that
 * only touches a refund still claimed with the failure count its asker read.
 */
export function sqlRefunds(run: Run): RefundsRepository {
  return {
    claim: (refund) =>
      run(async (tx) => {
        if (refund.status !== 'claimed') throw new Error(`A refund is claimed first: ${refund.id}`);
        const [inserted] = await tx
          .insert(refunds)
          .values(refund)
          .onConflictDoNothing()
          .returning();
        if (inserted) return { status: 'claimed' as const, refund: refundOf(inserted) };
        const [existing] = await tx.select().from(refunds).where(eq(refunds.id, refund.id));
        if (!existing) throw new Error(`Refund ${refund.id} neither inserted nor found`);
        return { status: 'exists' as const, refund: refundOf(existing) };
      }),
    advance: (id, update) =>
      run(async (tx) => {
        const [advanced] = await tx
          .update(refunds)
          .set({
            status: update.status,
            providerRefundId: sql`coalesce(${update.providerRefundId}, ${refunds.providerRefundId})`,
            failureReason: sql`coalesce(${update.failureReason ?? null}, ${refunds.failureReason})`,
            updatedAt: update.at,
          })
          .where(
            and(eq(refunds.id, id), sql`${rank(sql`${refunds.status}`)} < ${rank(update.status)}`),
          )
          .returning();
        if (advanced) return refundOf(advanced);
        const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
        return row ? refundOf(row) : null;
      }),
    askFailed: (id, failure) =>
      run(async (tx) => {
        const [noted] = await tx
          .update(refunds)
          .set({
            failedAsks: sql`${refunds.failedAsks} + 1`,
            lastAskError: failure.message,
            nextAskAt: failure.nextAskAt,
            updatedAt: failure.at,
          })
          .where(
            and(
              eq(refunds.id, id),
              eq(refunds.status, 'claimed'),
              eq(refunds.failedAsks, failure.failedAsks),
            ),
          )
          .returning();
        if (noted) return refundOf(noted);
        const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
        return row ? refundOf(row) : null;
      }),
    byId: (id) =>
      run(async (tx) => {
        const [row] = await tx.select().from(refunds).where(eq(refunds.id, id));
        return row ? refundOf(row) : null;
      }),
    byProviderRefundId: (providerRefundId) =>
      run(async (tx) => {
        const [row] = await tx
          .select()
          .from(refunds)
          .where(eq(refunds.providerRefundId, providerRefundId));
        return row ? refundOf(row) : null;
      }),
    byOrder: (orderId) =>
      run(async (tx) =>
        (
          await tx
            .select()
            .from(refunds)
            .where(eq(refunds.orderId, orderId))
            .orderBy(asc(refunds.createdAt), asc(sql`${refunds.id} collate "C"`))
        ).map(refundOf),
      ),
    claimedDueBefore: (dueBefore, limit) =>
      run(async (tx) => {
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
          throw new RangeError(`At most 1 to 1000 refunds: ${limit}`);
        }
        return (
          await tx
            .select()
            .from(refunds)
            .where(and(eq(refunds.status, 'claimed'), lt(refunds.nextAskAt, dueBefore)))
            .orderBy(asc(refunds.nextAskAt), asc(sql`${refunds.id} collate "C"`))
            .limit(limit)
        ).map(refundOf);
      }),
  };
}
