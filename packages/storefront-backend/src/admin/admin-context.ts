import type { AdminErrorCode } from '@haat/storefront-api/admin';
import { GraphQLError } from 'graphql';
import type { AdminCaller } from '../api/admin-callers.js';
import type { BackendDeps } from '../deps.js';
import type { AuditActor } from '../ports/storage/audit.js';

/**
 * What every admin resolver is handed: the backend's I/O and the caller the admin edge
 * identified (their staff standing read on this request).
 *
 * @example
 * const context: AdminContext = { deps, caller };
 */
export interface AdminContext {
  readonly deps: BackendDeps;
  readonly caller: AdminCaller;
}

/**
 * A refusal of the admin API (`extensions.code` one of `adminErrorCodes`).
 *
 * @example
 * throw adminError('NOT_FOUND', 'There is no user with this id.');
 */
export const adminError = (code: AdminErrorCode, message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });

/**
 * Who the audit log names for a change the caller makes.
 *
 * @example
 * await removeStaff(deps, staffActor(context), userId);
 */
export const staffActor = (context: AdminContext): AuditActor => ({
  kind: 'staff',
  id: context.caller.userId,
});

/**
 * An ISO 8601 instant of the admin contract as epoch milliseconds, or a BAD_USER_INPUT refusal
 * naming the field.
 *
 * @example
 * instantOf('filter.from', '2026-11-22T00:00:00.000Z'); // 1795305600000
 */
export function instantOf(field: string, value: string): number {
  const at = Date.parse(value);
  if (!Number.isFinite(at)) {
    throw adminError('BAD_USER_INPUT', `${field} must be an ISO 8601 date and time.`);
  }
  return at;
}

/** Milliseconds since the epoch as the contract's ISO 8601 (UTC). */
export const isoOf = (at: number): string => new Date(at).toISOString();
