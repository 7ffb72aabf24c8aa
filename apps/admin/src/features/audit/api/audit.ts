import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminGraphql, type VariablesOf } from '@/lib/graphql/admin';
import { adminRequest } from '@/lib/graphql/client';

export const AuditDocument = adminGraphql(`
  query AdminAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
    adminAuditLog(filter: $filter, first: $first, after: $after) {
      items { id at actor { kind id name } action targetType targetId before after reason }
      pageInfo { endCursor hasNextPage }
    }
  }
`);

const maybe = <T extends z.ZodMiniType>(schema: T) => z.nullable(z.optional(schema));
const EntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ kind: z.string(), id: maybe(z.string()), name: maybe(z.string()) }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: maybe(z.string()),
  after: maybe(z.string()),
  reason: maybe(z.string()),
});
const PageSchema = z.object({
  items: z.array(EntrySchema),
  pageInfo: z.object({ endCursor: maybe(z.string()), hasNextPage: z.boolean() }),
});
export type AuditEntry = z.infer<typeof EntrySchema>;
export type AuditFilter = NonNullable<VariablesOf<typeof AuditDocument>['filter']>;

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * A page of the audit log, newest first.
 *
 * @example
 * useQuery(auditQuery({ action: 'refundOrder' }, null));
 */
export const auditQuery = (filter: AuditFilter, after: string | null) =>
  queryOptions({
    queryKey: ['audit', filter, after] as const,
    queryFn: async () =>
      PageSchema.parse(
        (await adminRequest(AuditDocument, { filter, first: AUDIT_PAGE_SIZE, after }))
          .adminAuditLog,
      ),
    placeholderData: keepPreviousData,
  });
