/**
 * Who made a change the audit log records: a staff member (their user id), the shop's own
 * timers and command-line tools (`system`, id null or the tool's name), a shopper, or a
 * provider's report.
 *
 * @example
 * const actor: AuditActor = { kind: 'staff', id: 'u1' };
 */
export interface AuditActor {
  readonly kind: 'staff' | 'system' | 'shopper' | 'provider';
  readonly id: string | null;
}

/**
 * One change as the audit log keeps it: who, what (the operation's name and its target), the
 * target before and after (JSON-encoded; null when it did not exist before or after), why, and
 * when.
 *
 * @example
 * const entry: AuditRecord = { id: 'a1', at: 0, actor: { kind: 'staff', id: 'u1' },
 *   action: 'setStaffRole', targetType: 'staff', targetId: 'u2',
 *   before: '{"role":"support"}', after: '{"role":"manager"}', reason: null };
 */
export interface AuditRecord {
  readonly id: string;
  readonly at: number;
  readonly actor: AuditActor;
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly reason: string | null;
}

/**
 * Which entries to read; absent fields match everything. `from` is inclusive, `to` exclusive.
 *
 * @example
 * const filter: AuditFilter = { actorId: 'u1', action: 'dispatchOrder', from: startOfDay };
 */
export interface AuditFilter {
  readonly actorId?: string | undefined;
  readonly action?: string | undefined;
  readonly targetType?: string | undefined;
  readonly targetId?: string | undefined;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
}

/**
 * Where a page of the log ends: the last entry's time and id (entries are read newest first, by
 * time then id, so a cursor stays valid while entries are added).
 *
 * @example
 * const after: AuditCursor = { at: 1_700_000_000_000, id: 'a9' };
 */
export interface AuditCursor {
  readonly at: number;
  readonly id: string;
}

/**
 * One page of the log and the cursor of the next (null on the last page).
 *
 * @example
 * const page: AuditPage = { items: [], next: null };
 */
export interface AuditPage {
  readonly items: readonly AuditRecord[];
  readonly next: AuditCursor | null;
}

/**
 * The audit log: appended to in the same transaction as the change it records (so a change
 * and its entry are committed or rolled back together), read newest first with keyset paging
 * (SQL: an index on `(at, id)` and on `(actor_id, at)`).
 *
 * @example
 * await repos.audit.append(entry);
 * const page = await repos.audit.search({ action: 'cancelOrder' }, { limit: 50, after: null });
 */
export interface AuditRepository {
  /** Adds an entry; a taken id is a programmer error and throws. */
  append(entry: AuditRecord): Promise<void>;
  /** Entries matching `filter`, newest first, at most `limit`, after the cursor. */
  search(
    filter: AuditFilter,
    page: { readonly limit: number; readonly after: AuditCursor | null },
  ): Promise<AuditPage>;
}
