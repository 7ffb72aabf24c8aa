import { TARGET } from './harness.js';
import { postGraphql } from './post-graphql.js';
import { contractTarget } from './target.js';

/**
 * POSTs an operation to the admin API with this bearer token (null: no `Authorization` header).
 *
 * @example
 * const me = await postAdmin<{ adminMe: { userId: string } }>(token, 'query Me { adminMe { userId } }');
 */
export const postAdmin = <T = Record<string, unknown>>(
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
) =>
  postGraphql<T>(
    TARGET.adminUrl,
    query,
    variables,
    token === null ? {} : { authorization: `Bearer ${token}` },
  );

/**
 * A signed-in user of this phone (`tokenFor`, the harness's sign-in) made staff with this role,
 * as `pnpm staff:add` does; resolves their token.
 *
 * @example
 * const owner = await staffTokenOf(tokenFor, '+919800000011', 'owner');
 */
export async function staffTokenOf(
  tokenFor: (phone: string) => Promise<string>,
  phone: string,
  role: 'owner' | 'manager' | 'support' | 'packer',
): Promise<string> {
  const token = await tokenFor(phone);
  await contractTarget().addStaff(phone, role);
  return token;
}

/** The audit log's entries of one action, newest first, as staff read them. */
export const AUDIT_OF = `query AuditOf($filter: AuditLogFilter) {
  adminAuditLog(filter: $filter) { items { actor { kind id } action targetType targetId before after } }
}`;

/** An audit entry as {@link AUDIT_OF} answers it. */
export interface AuditItem {
  readonly actor: { readonly kind: string; readonly id: string | null };
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  readonly before: string | null;
  readonly after: string | null;
}
