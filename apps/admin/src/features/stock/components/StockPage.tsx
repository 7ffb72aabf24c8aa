import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Pager } from '@/components/Pager';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCursorPages } from '@/components/useCursorPages';
import { readWhole } from '@/lib/forms';
import { STOCK_PAGE_SIZE, stockLevelsQuery, type StockLevel } from '../api/stock';

const col = columnHelper<StockLevel>();
const columns = col.columns([
  col.accessor('title', {
    header: 'Stock key',
    cell: ({ row }) => (
      <Link
        className="font-medium underline-offset-4 hover:underline"
        to={`/catalogue/stock/${encodeURIComponent(row.original.key)}`}
      >
        {row.original.title}
      </Link>
    ),
  }),
  col.accessor('key', { header: 'Key' }),
  col.accessor('onHand', {
    header: 'On hand',
    cell: ({ row }) => (row.original.tracked ? row.original.onHand : 'Not tracked'),
  }),
  col.accessor('reserved', { header: 'Promised to orders' }),
  col.accessor('available', {
    header: 'Available',
    cell: ({ row }) => (row.original.tracked ? row.original.available : '—'),
  }),
]);

/**
 * Stock per key (a product, or product:variant): on hand, promised to orders not yet
 * dispatched, and available; each key opens its adjustment form and ledger.
 *
 * @example
 * <Route path="catalogue/stock" element={<StockPage />} />
 */
export function StockPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const low = params.get('low') ?? '';
  const [draft, setDraft] = useState({ search, low });
  const [lowError, setLowError] = useState<string | null>(null);
  const lowValue = readWhole(low, { required: false, min: 0 });
  const filter = {
    ...(search ? { search } : {}),
    ...(lowValue.ok && lowValue.value !== null ? { availableAtMost: lowValue.value } : {}),
  };
  const pages = useCursorPages(JSON.stringify(filter));
  const query = useQuery(stockLevelsQuery(filter, pages.after));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readWhole(draft.low, { required: false, min: 0 });
    setLowError(read.ok ? null : read.message);
    if (!read.ok) return;
    const next = new URLSearchParams();
    if (draft.search.trim()) next.set('search', draft.search.trim());
    if (draft.low.trim()) next.set('low', draft.low.trim());
    setParams(next);
  };
  return (
    <>
      <PageHeader
        title="Stock"
        description="Units per stock key; adjust one with a reason, every change is in its ledger."
      />
      <form
        role="search"
        aria-label="Find stock"
        onSubmit={submit}
        className="mb-3 flex flex-wrap items-end gap-2"
      >
        <Field label="Title, SKU or key">
          {(props) => (
            <Input
              {...props}
              type="search"
              value={draft.search}
              onChange={(e) => setDraft({ ...draft, search: e.target.value })}
            />
          )}
        </Field>
        <Field label="Available at most" error={lowError}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              className="w-32"
              value={draft.low}
              onChange={(e) => setDraft({ ...draft, low: e.target.value })}
            />
          )}
        </Field>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </form>
      {query.isPending ? (
        <Loading what="stock" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Stock levels"
            captionHidden
            data={query.data.items}
            columns={columns}
            rowId={(s) => s.key}
            empty="No stock keys match."
          />
          <Pager
            pages={pages}
            pageSize={STOCK_PAGE_SIZE}
            shown={query.data.items.length}
            total={query.data.total}
            hasNextPage={query.data.pageInfo.hasNextPage}
            endCursor={query.data.pageInfo.endCursor}
            label="Stock"
          />
        </>
      )}
    </>
  );
}
