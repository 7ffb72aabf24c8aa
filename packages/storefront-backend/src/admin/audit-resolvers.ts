import type { AdminQueryResolvers, AuditEntry } from '@haat/storefront-api/admin-resolvers';
import type { AuditCursor, AuditFilter, AuditRecord } from '../ports/storage/audit.js';
import { withStaffNames } from './actor-names.js';
import { instantOf, isoOf, type AdminContext } from './admin-context.js';
import { cursorParts, cursorText, pageSize } from './paging.js';

function auditCursorOf(text: string): AuditCursor {
  const [at, id] = cursorParts(text);
  return { at, id };
}

/** The contract's `ActorKind` of each stored actor kind (audit log and stock ledger). */
export const ACTOR_KINDS = {
  staff: 'STAFF',
  shopper: 'SHOPPER',
  system: 'SYSTEM',
  provider: 'PROVIDER',
} as const;

const entryOf = (record: AuditRecord): AuditEntry => ({
  id: record.id,
  at: isoOf(record.at),
  actor: { kind: ACTOR_KINDS[record.actor.kind], id: record.actor.id, name: null },
  action: record.action,
  targetType: record.targetType,
  targetId: record.targetId,
  before: record.before,
  after: record.after,
  reason: record.reason,
});

/**
 * `adminAuditLog`: the audit log newest first, filtered by staff member, action, target and time
 * (`from` inclusive, `to` exclusive, ISO 8601), in pages of `first` (1–200, default 50) after
 * the cursor of the page before.
 *
 * @example
 * await auditQueries.adminAuditLog({}, { filter: { action: 'addStaff' }, first: 20 }, context, info);
 */
export const auditQueries = {
  adminAuditLog: async (_parent, { filter, first, after }, context) => {
    const limit = pageSize(first);
    const wanted: AuditFilter = {
      actorId: filter?.staffUserId ?? undefined,
      action: filter?.action ?? undefined,
      targetType: filter?.targetType ?? undefined,
      targetId: filter?.targetId ?? undefined,
      from: filter?.from ? instantOf('filter.from', filter.from) : undefined,
      to: filter?.to ? instantOf('filter.to', filter.to) : undefined,
    };
    const page = await context.deps.storage.repos.audit.search(wanted, {
      limit,
      after: after ? auditCursorOf(after) : null,
    });
    return {
      items: await withStaffNames(context, page.items.map(entryOf)),
      pageInfo: {
        endCursor: page.next ? cursorText(page.next.at, page.next.id) : null,
        hasNextPage: page.next !== null,
      },
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminAuditLog'>;
