import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/DataTable';
import { formatDay } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import type { CodExceptionKind, CodRemittanceReport } from '../api/remittances';

type Row = CodRemittanceReport['short']['rows'][number];
const col = columnHelper<Row>();
const columns = col.columns([
  col.accessor('orderCode', {
    header: 'Order',
    cell: ({ getValue }) => {
      const code = getValue();
      return code ? (
        <Link className="inline-flex min-h-6 items-center underline" to={`/orders/${code}`}>
          {code}
        </Link>
      ) : (
        'Not a delivered COD shipment'
      );
    },
  }),
  col.accessor('awb', { header: 'AWB' }),
  col.accessor('expected', {
    header: 'Expected',
    cell: ({ getValue }) => formatRupees(getValue()),
  }),
  col.accessor('remitted', {
    header: 'Remitted',
    cell: ({ getValue }) => formatRupees(getValue()),
  }),
  col.accessor('difference', {
    header: 'Difference',
    cell: ({ getValue }) => formatRupees(getValue()),
  }),
  col.accessor('deliveredAt', {
    header: 'Delivered',
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? formatDay(at) : '—';
    },
  }),
  col.accessor('references', {
    header: 'CRF id / UTR',
    cell: ({ getValue }) => getValue().join(', ') || '—',
  }),
]);

/** Each kind's heading and what it means, as staff read them. */
export const KIND_TEXT: Record<CodExceptionKind, { title: string; empty: string }> = {
  short: { title: 'Short', empty: 'No AWB was remitted less than its COD amount.' },
  excess: { title: 'Excess', empty: 'No AWB was remitted more than expected.' },
  overdue: { title: 'Overdue', empty: 'No delivered COD parcel is waiting too long for its cash.' },
};

/**
 * One kind of remittance exception as a table (TanStack Table): order (a link), AWB, expected,
 * remitted, difference, delivery date and the statements' references, under a heading with the
 * kind's count and totals. Its `id` is the kind, so Today's figures link straight to it.
 *
 * @example
 * <ExceptionTable kind="short" list={report.short} />
 */
export function ExceptionTable({
  kind,
  list,
  note,
}: {
  kind: CodExceptionKind;
  list: CodRemittanceReport['short'];
  note?: string;
}) {
  const { title, empty } = KIND_TEXT[kind];
  return (
    <section id={kind} aria-labelledby={`${kind}-title`} className="grid gap-2">
      <h2 id={`${kind}-title`} className="text-lg font-semibold">
        {title}: {list.count}
      </h2>
      <p className="text-sm text-muted-foreground">
        {note ? `${note} ` : ''}Expected {formatRupees(list.expected)}, remitted{' '}
        {formatRupees(list.remitted)}.
      </p>
      <DataTable
        caption={`${title} COD remittances`}
        captionHidden
        data={list.rows}
        columns={columns}
        rowId={(r) => r.awb}
        empty={empty}
      />
    </section>
  );
}
