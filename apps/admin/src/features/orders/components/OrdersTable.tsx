import type { RowSelectionState } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/DataTable';
import { formatDateTime } from '@/lib/dates';
import { PAYMENT_TYPE_LABELS } from '@/lib/labels';
import { formatRupees } from '@/lib/money';
import type { OrderSummary } from '../api/schemas';
import { StageBadge } from './StageBadge';

const col = columnHelper<OrderSummary>();

const columns = col.columns([
  col.accessor('code', {
    header: 'Order',
    cell: ({ row }) => (
      <Link
        to={`/orders/${row.original.code}`}
        className="font-medium underline-offset-4 hover:underline"
      >
        {row.original.code}
      </Link>
    ),
  }),
  col.accessor('createdAt', {
    header: 'Placed',
    cell: ({ getValue }) => formatDateTime(getValue()),
  }),
  col.accessor('shopperName', {
    header: 'Shopper',
    cell: ({ row }) => (
      <span className="grid">
        <span>{row.original.shopperName ?? '—'}</span>
        <span className="text-muted-foreground">{row.original.phone ?? ''}</span>
      </span>
    ),
  }),
  col.accessor('pinCode', {
    header: 'Pin code',
    cell: ({ row }) => `${row.original.pinCode} ${row.original.city}`,
  }),
  col.accessor('paymentType', {
    header: 'Payment',
    cell: ({ getValue }) => PAYMENT_TYPE_LABELS[getValue()],
  }),
  col.accessor('stage', {
    header: 'Stage',
    cell: ({ getValue }) => <StageBadge stage={getValue()} />,
  }),
  col.accessor('units', { header: 'Units' }),
  col.accessor('total', { header: 'Total', cell: ({ getValue }) => formatRupees(getValue()) }),
  col.accessor('codToCollect', {
    header: 'COD to collect',
    cell: ({ getValue }) => (getValue() > 0 ? formatRupees(getValue()) : '—'),
  }),
  col.accessor('awbs', { header: 'AWB', cell: ({ getValue }) => getValue().join(', ') || '—' }),
]);

/**
 * One page of orders with a checkbox per row for the bulk actions.
 *
 * @example
 * <OrdersTable orders={page.items} selection={selection} onSelectionChange={setSelection} />
 */
export function OrdersTable({
  orders,
  selection,
  onSelectionChange,
}: {
  orders: readonly OrderSummary[];
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}) {
  return (
    <DataTable
      caption="Orders"
      captionHidden
      data={orders}
      columns={columns}
      rowId={(order) => order.id}
      rowLabel={(order) => `Select ${order.code}`}
      selection={selection}
      onSelectionChange={onSelectionChange}
      empty="No orders match these filters."
    />
  );
}
