import type { StaffRecord, StaffRepository, StaffRole } from '@haat/storefront-backend';
import { and, asc, eq, sql } from 'drizzle-orm';
import { staff, users } from '../schema/index.js';
import type { Run, Tx } from './executor.js';

const staffOf = (row: typeof staff.$inferSelect): StaffRecord => ({
  ...row,
  role: row.role as StaffRole,
});

/**
 * Locks every owner's row (user id order, so two changes never deadlock) and answers how many
 * owners there are. Under READ COMMITTED a change that waited re-reads the rows it then locks,
 * so an owner demoted meanwhile is no longer counted.
 */
async function lockOwners(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ userId: staff.userId })
    .from(staff)
    .where(eq(staff.role, 'owner'))
    .orderBy(asc(sql`${staff.userId} collate "C"`))
    .for('update');
  return rows.length;
}

const lockMember = async (tx: Tx, userId: string) => {
  const [row] = await tx.select().from(staff).where(eq(staff.userId, userId)).for('update');
  return row ? staffOf(row) : null;
};

const setAdmin = (tx: Tx, userId: string, isAdmin: boolean) =>
  tx
    .update(users)
    .set({ isAdmin })
    .where(and(eq(users.id, userId), sql`${users.isAdmin} <> ${isAdmin}`));

/** Staff in SQL: every change locks the owners' rows first, then the member's row. */
export function sqlStaff(run: Run): StaffRepository {
  return {
    byUserId: (userId) =>
      run(async (tx) => {
        const [row] = await tx.select().from(staff).where(eq(staff.userId, userId));
        return row ? staffOf(row) : null;
      }),
    list: () =>
      run(async (tx) =>
        (
          await tx
            .select()
            .from(staff)
            .orderBy(asc(staff.addedAt), asc(sql`${staff.userId} collate "C"`))
        ).map(staffOf),
      ),
    assign: ({ userId, role, at, by }) =>
      run(async (tx) => {
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!user) return { status: 'no-user' as const };
        const owners = await lockOwners(tx);
        let before = await lockMember(tx, userId);
        if (!before) {
          const [added] = await tx
            .insert(staff)
            .values({ userId, role, addedBy: by, addedAt: at, updatedAt: at })
            .onConflictDoNothing()
            .returning();
          if (added) {
            await setAdmin(tx, userId, role === 'owner');
            return { status: 'added' as const, staff: staffOf(added) };
          }
          // Another transaction added them meanwhile: treat it as the row before.
          before = await lockMember(tx, userId);
          if (!before) throw new Error(`Staff member ${userId} vanished while being added`);
        }
        if (before.role === role) return { status: 'unchanged' as const, staff: before };
        if (before.role === 'owner' && owners <= 1) return { status: 'last-owner' as const };
        const [changed] = await tx
          .update(staff)
          .set({ role, updatedAt: at })
          .where(eq(staff.userId, userId))
          .returning();
        if (!changed) throw new Error(`Staff member ${userId} vanished while being changed`);
        await setAdmin(tx, userId, role === 'owner');
        return { status: 'changed' as const, staff: staffOf(changed), before };
      }),
    remove: (userId) =>
      run(async (tx) => {
        const owners = await lockOwners(tx);
        const before = await lockMember(tx, userId);
        if (!before) return { status: 'not-staff' as const };
        if (before.role === 'owner' && owners <= 1) return { status: 'last-owner' as const };
        await tx.delete(staff).where(eq(staff.userId, userId));
        await setAdmin(tx, userId, false);
        return { status: 'removed' as const, before };
      }),
  };
}
