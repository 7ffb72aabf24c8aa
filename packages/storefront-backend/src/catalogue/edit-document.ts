import { auditEntry } from '../audit/audit-entry.js';
import type { Clock } from '../ports/clock.js';
import type { IdSource } from '../ports/ids.js';
import type { Repositories, Storage } from '../ports/storage.js';
import type { AuditActor } from '../ports/storage/audit.js';
import type {
  CatalogueDocumentWrite,
  CatalogueDocumentWriteOutcome,
} from '../ports/storage/catalogue.js';

/** The I/O a staff edit of the catalogue needs (a subset of BackendDeps). */
export interface EditDeps {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly ids: IdSource;
}

/**
 * One catalogue document written and, when written, its audit log entry (the operation's name,
 * the document's key, before and after) appended, with `repos` of an open transaction.
 *
 * @example
 * await storage.transaction((repos) => writeAudited(repos, deps, actor, 'updateStoreSettings',
 *   'setting', { kind: 'settings', key: 'COD_CHARGES', data: { key: 'COD_CHARGES', value: '39' } }));
 */
export async function writeAudited(
  repos: Repositories,
  deps: Omit<EditDeps, 'storage'>,
  actor: AuditActor,
  action: string,
  targetType: string,
  write: CatalogueDocumentWrite,
): Promise<CatalogueDocumentWriteOutcome> {
  const outcome = await repos.catalogue.writeDocument(write);
  if (outcome.ok) {
    await repos.audit.append(
      auditEntry(deps.ids, deps.clock.now(), {
        actor,
        action,
        targetType,
        targetId: write.key,
        before: outcome.before,
        after: write.data,
      }),
    );
  }
  return outcome;
}

/**
 * A staff edit of one catalogue document, audited ({@link writeAudited}) in a transaction of
 * its own; a refused write records nothing.
 *
 * @example
 * const outcome = await editDocument(deps, actor, 'archiveCoupon', 'coupon', {
 *   kind: 'coupons', key: coupon.id, data: { ...coupon, isArchive: true }, ifBefore: coupon });
 */
export function editDocument(
  deps: EditDeps,
  actor: AuditActor,
  action: string,
  targetType: string,
  write: CatalogueDocumentWrite,
): Promise<CatalogueDocumentWriteOutcome> {
  return deps.storage.transaction((repos) =>
    writeAudited(repos, deps, actor, action, targetType, write),
  );
}
