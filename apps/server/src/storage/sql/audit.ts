import { wholeNumber, type AuditRecord, type AuditRepository } from '@haat/storefront-backend';
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditLog } from '../schema/index.js';
import type { Run } from './executor.js';

const entryOf = ({ actorKind, actorId, ...row }: typeof auditLog.$inferSelect): AuditRecord => ({
  ...row,
  actor: { kind: actorKind as AuditRecord['actor']['kind'], id: actorId },
});

const id = sql`${auditLog.id} collate "C"`;

/** The audit log in SQL: newest first by `(at, id)`, keyset paging (no OFFSET). */
export function sqlAudit(run: Run): AuditRepository {
  return {
    append: (entry) =>
      run(async (tx) => {
        const { actor, ...row } = entry;
        await tx.insert(auditLog).values({ ...row, actorKind: actor.kind, actorId: actor.id });
      }),
    search: (filter, { limit, after }) =>
      run(async (tx) => {
        wholeNumber(limit, 'A page limit', 1);
        const conditions: (SQL | undefined)[] = [
          filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
          filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
          filter.targetType === undefined ? undefined : eq(auditLog.targetType, filter.targetType),
          filter.targetId === undefined ? undefined : eq(auditLog.targetId, filter.targetId),
          filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
          filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
          after === null
            ? undefined
            : or(
                lt(auditLog.at, after.at),
                and(eq(auditLog.at, after.at), sql`${id} < ${after.id}`),
              ),
        ];
        const rows = await tx
          .select()
          .from(auditLog)
          .where(and(...conditions))
          .orderBy(desc(auditLog.at), desc(id))
          .limit(limit + 1);
        const items = rows.slice(0, limit).map(entryOf);
        const last = items.at(-1);
        return { items, next: rows.length > limit && last ? { at: last.at, id: last.id } : null };
      }),
  };
}
