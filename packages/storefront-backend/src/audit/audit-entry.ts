import type { AuditActor, AuditRecord } from '../ports/storage/audit.js';
import type { IdSource } from '../ports/ids.js';

/**
 * A change to record: who made it, the operation and its target, the target before and after
 * (any JSON-safe value; null when it did not exist), and why.
 *
 * @example
 * const change: AuditedChange = { actor: { kind: 'staff', id: 'u1' }, action: 'setStaffRole',
 *   targetType: 'staff', targetId: 'u2', before: { role: 'support' }, after: { role: 'manager' } };
 */
export interface AuditedChange {
  readonly actor: AuditActor;
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason?: string | null | undefined;
}

/**
 * The audit log entry of a change at `at` (a new id; before and after JSON-encoded).
 *
 * @example
 * await repos.audit.append(auditEntry(deps.ids, now, change));
 */
export function auditEntry(ids: IdSource, at: number, change: AuditedChange): AuditRecord {
  const json = (value: unknown) =>
    value === null || value === undefined ? null : JSON.stringify(value);
  return {
    id: ids.uuid(),
    at,
    actor: change.actor,
    action: change.action,
    targetType: change.targetType,
    targetId: change.targetId,
    before: json(change.before),
    after: json(change.after),
    reason: change.reason?.trim() || null,
  };
}
