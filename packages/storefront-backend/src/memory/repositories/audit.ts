import type { AuditFilter, AuditRecord, AuditRepository } from '../../ports/storage/audit.js';
import { wholeNumber } from '../../storage/checks.js';
import { copy } from '../copy.js';
import { assertNew } from '../checks.js';
import type { Run } from '../draft.js';
import { compareText } from '../paging.js';

const matches = (entry: AuditRecord, filter: AuditFilter): boolean =>
  (filter.actorId === undefined || entry.actor.id === filter.actorId) &&
  (filter.action === undefined || entry.action === filter.action) &&
  (filter.targetType === undefined || entry.targetType === filter.targetType) &&
  (filter.targetId === undefined || entry.targetId === filter.targetId) &&
  (filter.from === undefined || entry.at >= filter.from) &&
  (filter.to === undefined || entry.at < filter.to);

const newestFirst = (a: AuditRecord, b: AuditRecord): number =>
  b.at - a.at || compareText(b.id, a.id);

/** The audit log in the memory adapter. */
export function memoryAudit(run: Run): AuditRepository {
  return {
    append: (entry) =>
      run((draft) => {
        assertNew(draft.read('auditLog'), entry.id, 'audit entry id');
        draft.write('auditLog').set(entry.id, copy(entry));
      }),
    search: (filter, { limit, after }) =>
      run((draft) => {
        wholeNumber(limit, 'A page limit', 1);
        const rows = [...draft.read('auditLog').values()]
          .filter(
            (entry) =>
              matches(entry, filter) &&
              (after === null ||
                entry.at < after.at ||
                (entry.at === after.at && compareText(entry.id, after.id) < 0)),
          )
          .sort(newestFirst);
        const items = rows.slice(0, limit);
        const last = items.at(-1);
        return {
          items: copy(items),
          next: rows.length > limit && last ? { at: last.at, id: last.id } : null,
        };
      }),
  };
}
