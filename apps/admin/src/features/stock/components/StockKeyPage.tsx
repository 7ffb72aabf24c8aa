import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { Can } from '@/components/Can';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Pager } from '@/components/Pager';
import { SaveBar } from '@/components/SaveBar';
import { Input } from '@/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useCursorPages } from '@/components/useCursorPages';
import { formatDateTime } from '@/lib/dates';
import { newIdempotencyKey } from '@/lib/idempotency';
import { toast } from '@/lib/toast';
import {
  STOCK_PAGE_SIZE,
  stockLedgerQuery,
  stockLevelsQuery,
  useAdjustStock,
  type LedgerEntry,
  type StockLevel,
} from '../api/stock';
import { ADJUSTMENT_REASONS, checkAdjustment, type AdjustmentReason } from '../adjustment';

function AdjustForm({ level }: { level: StockLevel }) {
  const adjust = useAdjustStock();
  const [units, setUnits] = useState('');
  const [reason, setReason] = useState<AdjustmentReason>('RECEIVED');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [key, setKey] = useState(newIdempotencyKey);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAdjustment(units, reason, level);
    setProblem(checked.problem);
    if (checked.delta === null) return;
    adjust.mutate(
      {
        key: level.key,
        delta: checked.delta,
        reason,
        idempotencyKey: key,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (after) => {
          toast.success(`${after.title}: ${after.onHand} on hand, ${after.available} available.`);
          setUnits('');
          setNote('');
          setKey(newIdempotencyKey());
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Adjust stock"
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-3"
    >
      <h2 className="font-semibold sm:col-span-3">Adjust stock</h2>
      <Field label="Reason">
        {(props) => (
          <Select value={reason} onValueChange={(value) => setReason(value as AdjustmentReason)}>
            <SelectTrigger {...props} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ADJUSTMENT_REASONS.map((r) => (
                <SelectItem key={r.value} value={r.value}>
                  {r.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
      <Field label="Units (+ to add, − to take)" error={problem}>
        {(props) => (
          <Input
            {...props}
            inputMode="numeric"
            value={units}
            onChange={(e) => setUnits(e.target.value)}
          />
        )}
      </Field>
      <Field label="Note (optional)">
        {(props) => <Input {...props} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <div className="sm:col-span-3">
        <SaveBar label="Save adjustment" pending={adjust.isPending} error={adjust.error} />
      </div>
    </form>
  );
}

const col = columnHelper<LedgerEntry>();
const columns = col.columns([
  col.accessor('at', { header: 'When', cell: ({ getValue }) => formatDateTime(getValue()) }),
  col.accessor('delta', {
    header: 'Change',
    cell: ({ getValue }) => (getValue() > 0 ? `+${getValue()}` : `−${-getValue()}`),
  }),
  col.accessor('onHandAfter', { header: 'On hand after' }),
  col.accessor('reason', { header: 'Reason' }),
  col.accessor('actor', {
    header: 'By',
    cell: ({ getValue }) => getValue().name ?? getValue().kind.toLowerCase(),
  }),
  col.accessor('note', {
    header: 'Note',
    cell: ({ row }) =>
      row.original.note ?? (row.original.orderId ? `Order ${row.original.orderId}` : ''),
  }),
]);

/**
 * One stock key: its level, the adjustment form (with STOCK_ADJUST) and its ledger, newest first.
 *
 * @example
 * <Route path="catalogue/stock/:key" element={<StockKeyPage />} />
 */
export function StockKeyPage() {
  const { key = '' } = useParams();
  const levels = useQuery(stockLevelsQuery({ search: key }, null));
  const pages = useCursorPages(key);
  const ledger = useQuery(stockLedgerQuery(key, pages.after));
  if (levels.isPending) return <Loading what="the stock key" />;
  if (levels.isError)
    return <LoadFailed error={levels.error} retry={() => void levels.refetch()} />;
  const level = levels.data.items.find((item) => item.key === key);
  if (!level) return <h1 className="text-xl font-semibold">No stock key {key}</h1>;
  return (
    <>
      <PageHeader
        title={level.title}
        description={
          level.tracked
            ? `${level.onHand} on hand · ${level.reserved} promised to orders · ${level.available} available`
            : 'Stock is not tracked for this key.'
        }
      />
      <div className="grid gap-4">
        {level.tracked && (
          <Can permission="STOCK_ADJUST">
            <AdjustForm level={level} />
          </Can>
        )}
        {ledger.isPending ? (
          <Loading what="the ledger" />
        ) : ledger.isError ? (
          <LoadFailed error={ledger.error} retry={() => void ledger.refetch()} />
        ) : (
          <>
            <DataTable
              caption="Ledger, newest first"
              data={ledger.data.items}
              columns={columns}
              rowId={(e) => e.id}
              empty="No changes yet."
            />
            <Pager
              pages={pages}
              pageSize={STOCK_PAGE_SIZE}
              shown={ledger.data.items.length}
              total={ledger.data.total}
              hasNextPage={ledger.data.pageInfo.hasNextPage}
              endCursor={ledger.data.pageInfo.endCursor}
              label="Ledger"
            />
          </>
        )}
      </div>
    </>
  );
}
