import type { AdminQueryResolvers, AuditEntry } from '@haat/storefront-api/admin-resolvers';
import type { AuditCursor, AuditFilter, AuditRecord } from '../ports/storage/audit.js';
import { adminError, instantOf, isoOf, type AdminContext } from './admin-context.js';

/** The admin contract's page sizes: `first` defaults to 50, at most 200. */
const PAGE = { default: 50, max: 200 } as const;

/** A page's end as the contract's opaque cursor, and back (BAD_USER_INPUT when it is not one). */
const cursorText = (cursor: AuditCursor): string => btoa(JSON.stringify([cursor.at, cursor.id]));

function cursorOf(text: string): AuditCursor {
  try {
    const value: unknown = JSON.parse(atob(text));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isSafeInteger(value[0]) &&
      typeof value[1] === 'string'
    ) {
      return { at: Number(value[0]), id: String(value[1]) };
    }
  } catch {
    // Not base64 JSON: refused below.
  }
  throw adminError('BAD_USER_INPUT', 'after is not a cursor this list gave.');
}

const ACTOR_KINDS = {
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
    const limit = first ?? PAGE.default;
    if (!Number.isInteger(limit) || limit < 1 || limit > PAGE.max) {
      throw adminError('BAD_USER_INPUT', `first must be between 1 and ${PAGE.max}.`);
    }
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
      after: after ? cursorOf(after) : null,
    });
    return {
      items: page.items.map(entryOf),
      pageInfo: {
        endCursor: page.next ? cursorText(page.next) : null,
        hasNextPage: page.next !== null,
      },
    };
  },
} satisfies Pick<AdminQueryResolvers<AdminContext>, 'adminAuditLog'>;
