import { useQuery } from '@tanstack/react-query';
import { adminOperations } from '@haat/storefront-api/admin';
import { useState, type FormEvent } from 'react';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Pager } from '@/components/Pager';
import { SearchablePicker } from '@/components/SearchablePicker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCursorPages } from '@/components/useCursorPages';
import { formatDateTime, istDayEnd, istDayStart } from '@/lib/dates';
import { AUDIT_PAGE_SIZE, auditQuery, type AuditEntry, type AuditFilter } from '../api/audit';
import { StaffPicker } from './StaffPicker';

/** Every mutation of the admin API (over 40): found by typing, not by scrolling a list. */
const ACTIONS = adminOperations
  .filter((op) => op.kind === 'mutation')
  .map((op) => ({ value: op.rootField, label: op.rootField }));

const pretty = (json: string | null | undefined) => {
  if (!json) return '—';
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

const col = columnHelper<AuditEntry>();
const columns = col.columns([
  col.accessor('at', { header: 'When', cell: ({ getValue }) => formatDateTime(getValue()) }),
  col.accessor('actor', {
    header: 'Who',
    cell: ({ getValue }) => getValue().name ?? getValue().id ?? getValue().kind.toLowerCase(),
  }),
  col.accessor('action', { header: 'Action' }),
  col.display({
    id: 'target',
    header: 'What',
    cell: ({ row }) => `${row.original.targetType} ${row.original.targetId}`,
  }),
  col.accessor('reason', {
    header: 'Why',
    cell: ({ getValue }) => <span className="whitespace-normal">{getValue() ?? '—'}</span>,
  }),
  col.display({
    id: 'change',
    header: 'Before and after',
    cell: ({ row }) => (
      <details>
        <summary className="cursor-pointer underline">Show the change</summary>
        <div className="grid gap-2 whitespace-pre-wrap md:grid-cols-2">
          <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-xs" aria-label="Before">
            {pretty(row.original.before)}
          </pre>
          <pre className="max-h-64 overflow-auto rounded bg-muted p-2 text-xs" aria-label="After">
            {pretty(row.original.after)}
          </pre>
        </div>
      </details>
    ),
  }),
]);

/**
 * The audit log (every admin change: who, what, before and after, why, when), newest first,
 * filtered by staff member, action and dates.
 *
 * @example
 * <Route path="audit" element={<AuditPage />} />
 */
export function AuditPage() {
  const [draft, setDraft] = useState({
    staffUserId: '',
    action: '',
    targetId: '',
    from: '',
    to: '',
  });
  const [filter, setFilter] = useState<AuditFilter>({});
  const pages = useCursorPages(JSON.stringify(filter));
  const query = useQuery(auditQuery(filter, pages.after));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({
      ...(draft.staffUserId ? { staffUserId: draft.staffUserId } : {}),
      ...(draft.action ? { action: draft.action } : {}),
      ...(draft.targetId.trim() ? { targetId: draft.targetId.trim() } : {}),
      ...(draft.from ? { from: istDayStart(draft.from) } : {}),
      ...(draft.to ? { to: istDayEnd(draft.to) } : {}),
    });
  };
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made through the console, newest first."
      />
      <form
        role="search"
        aria-label="Filter the audit log"
        onSubmit={submit}
        className="mb-3 grid gap-3 rounded-md border p-3 md:grid-cols-3"
      >
        <Field label="Staff member">
          {(props) => (
            <StaffPicker
              {...props}
              value={draft.staffUserId}
              onChange={(staffUserId) => setDraft({ ...draft, staffUserId })}
            />
          )}
        </Field>
        <Field label="Action">
          {(props) => (
            <SearchablePicker
              {...props}
              value={draft.action}
              onChange={(action) => setDraft({ ...draft, action })}
              options={ACTIONS}
              anyLabel="Any action"
              searchLabel="Find an action"
              placeholder="Action, e.g. confirmOrder"
              empty="No action matches."
            />
          )}
        </Field>
        <Field label="Target (order id, stock key…)">
          {(props) => (
            <Input
              {...props}
              value={draft.targetId}
              onChange={(e) => setDraft({ ...draft, targetId: e.target.value })}
            />
          )}
        </Field>
        <Field label="From">
          {(props) => (
            <Input
              {...props}
              type="date"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          )}
        </Field>
        <Field label="To (inclusive)">
          {(props) => (
            <Input
              {...props}
              type="date"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          )}
        </Field>
        <div className="flex items-end">
          <Button type="submit">Apply filters</Button>
        </div>
      </form>
      {query.isPending ? (
        <Loading what="the audit log" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Audit log"
            captionHidden
            data={query.data.items}
            columns={columns}
            rowId={(e) => e.id}
            empty="No changes match."
          />
          <Pager
            pages={pages}
            pageSize={AUDIT_PAGE_SIZE}
            shown={query.data.items.length}
            hasNextPage={query.data.pageInfo.hasNextPage}
            endCursor={query.data.pageInfo.endCursor}
            label="Audit log"
          />
        </>
      )}
    </>
  );
}
