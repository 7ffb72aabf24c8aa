import {
  createColumnHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnHelper,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

/** The TanStack Table features every console table uses: row selection (bulk actions). */
export const tableFeatureSet = tableFeatures({ rowSelectionFeature });

/** The feature set's type, for column helpers. */
export type TableFeatureSet = typeof tableFeatureSet;

/**
 * A column helper for rows of `T`.
 *
 * @example
 * const col = columnHelper<OrderRow>();
 * const columns = [col.accessor('code', { header: 'Order' })];
 */
export const columnHelper = <T extends RowData>() => createColumnHelper<TableFeatureSet, T>();

/** Columns of a console table (what `columnHelper<T>().columns([...])` answers). */
export type Columns<T extends RowData> = ReturnType<ColumnHelper<TableFeatureSet, T>['columns']>;

interface DataTableProps<T extends RowData> {
  /** The table's accessible name (its caption, visually hidden when `captionHidden`). */
  caption: string;
  captionHidden?: boolean;
  data: readonly T[];
  columns: Columns<T>;
  rowId: (row: T) => string;
  /** How a row is named for its checkbox ("Select HAAT-10234"). Without it: no selection. */
  rowLabel?: (row: T) => string;
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  empty: ReactNode;
}

/**
 * A server-paged table (shadcn/ui's data table over TanStack Table): a real `<table>` with a
 * caption and column headers, optional row checkboxes with accessible names, and the page's rows
 * only (paging, filtering and sorting happen on the server).
 *
 * @example
 * <DataTable caption="Orders" data={items} columns={columns} rowId={(o) => o.id} empty="No orders" />
 */
export function DataTable<T extends RowData>({
  caption,
  captionHidden = false,
  data,
  columns,
  rowId,
  rowLabel,
  selection,
  onSelectionChange,
  empty,
}: DataTableProps<T>) {
  const selectable = Boolean(rowLabel && selection && onSelectionChange);
  const table = useTable({
    features: tableFeatureSet,
    columns,
    data,
    getRowId: (row) => rowId(row),
    enableRowSelection: selectable,
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) => {
      const current = selection ?? {};
      onSelectionChange?.(typeof updater === 'function' ? updater(current) : updater);
    },
  });
  const rows = table.getRowModel().rows;
  const allSelected = rows.length > 0 && rows.every((row) => row.getIsSelected());
  const someSelected = rows.some((row) => row.getIsSelected());
  return (
    <Table>
      <TableCaption className={captionHidden ? 'sr-only' : 'mt-0 mb-2 text-left'}>
        {caption}
      </TableCaption>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {selectable && (
              <TableHead className="w-8 print:hidden">
                <Checkbox
                  aria-label="Select every row on this page"
                  checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                  onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
                />
              </TableHead>
            )}
            {group.headers.map((header) => (
              <TableHead key={header.id} scope="col">
                {header.isPlaceholder ? null : <table.FlexRender header={header} />}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell
              colSpan={columns.length + (selectable ? 1 : 0)}
              className="h-16 text-muted-foreground"
            >
              {empty}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
              {selectable && rowLabel && (
                <TableCell className="print:hidden">
                  <Checkbox
                    aria-label={rowLabel(row.original)}
                    checked={row.getIsSelected()}
                    onCheckedChange={(checked) => row.toggleSelected(checked === true)}
                  />
                </TableCell>
              )}
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
