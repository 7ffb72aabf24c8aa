import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Can } from '@/components/Can';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Pager } from '@/components/Pager';
import { useCursorPages } from '@/components/useCursorPages';
import { ORDERS_PAGE_SIZE, ordersQuery } from '../api/orders';
import { filtersToParams, parseFilters, toApiFilter } from '../filters';
import { BulkActions } from './BulkActions';
import { ExportOrdersButton } from './ExportOrdersButton';
import { OrderFilters } from './OrderFilters';
import { OrdersTable } from './OrdersTable';

/**
 * Orders: filtered and paged on the server (a shop with 100,000 orders), newest first, with
 * saved views, bulk actions on the orders chosen and a CSV export of what the filters match.
 *
 * @example
 * <Route path="orders" element={<OrdersPage />} />
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);
  const apiFilter = toApiFilter(filters);
  const pages = useCursorPages(JSON.stringify(apiFilter));
  const query = useQuery(ordersQuery(apiFilter, pages.after));
  const [selection, setSelection] = useState<RowSelectionState>({});
  const items = query.data?.items ?? [];
  const chosen = items.filter((order) => selection[order.id]);

  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first. Times are in India (IST)."
        actions={
          <Can permission="ORDERS_EXPORT">
            <ExportOrdersButton filter={apiFilter} />
          </Can>
        }
      />
      <OrderFilters
        value={filters}
        onApply={(next) => {
          setSelection({});
          setParams(filtersToParams(next));
        }}
      />
      <BulkActions chosen={chosen} onDone={() => setSelection({})} />
      {query.isPending ? (
        <Loading what="orders" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <OrdersTable orders={items} selection={selection} onSelectionChange={setSelection} />
          <Pager
            pages={pages}
            pageSize={ORDERS_PAGE_SIZE}
            shown={items.length}
            total={query.data.total}
            hasNextPage={query.data.pageInfo.hasNextPage}
            endCursor={query.data.pageInfo.endCursor}
            label="Orders"
          />
        </>
      )}
    </>
  );
}
