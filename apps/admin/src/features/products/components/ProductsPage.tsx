import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { columnHelper, DataTable } from '@/components/DataTable';
import { Field } from '@/components/Field';
import { LoadFailed, Loading } from '@/components/LoadFailed';
import { PageHeader } from '@/components/PageHeader';
import { Pager } from '@/components/Pager';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useCursorPages } from '@/components/useCursorPages';
import { formatRupees } from '@/lib/money';
import { PRODUCTS_PAGE_SIZE, productsQuery, type Product } from '../api/products';
import { CreateProductDialog } from './CreateProductDialog';

const col = columnHelper<Product>();
const columns = col.columns([
  col.accessor('title', {
    header: 'Product',
    cell: ({ row }) => (
      <Link
        className="font-medium underline-offset-4 hover:underline"
        to={`/catalogue/products/${row.original.id}`}
      >
        {row.original.title}
      </Link>
    ),
  }),
  col.accessor('status', {
    header: 'Status',
    cell: ({ getValue }) => (getValue() === 'ENABLED' ? 'On sale' : 'Hidden'),
  }),
  col.accessor('price', { header: 'Price', cell: ({ getValue }) => formatRupees(getValue()) }),
  col.accessor('listingPrice', {
    header: 'MRP',
    cell: ({ getValue }) => (getValue() == null ? '—' : formatRupees(getValue() ?? 0)),
  }),
  col.accessor('sku', { header: 'SKU', cell: ({ getValue }) => getValue() ?? '—' }),
  col.accessor('variants', {
    header: 'Variants',
    cell: ({ getValue }) => getValue().length || '—',
  }),
]);

/**
 * Products: searched and paged on the server; each opens its edit page; a new one starts hidden.
 *
 * @example
 * <Route path="catalogue/products" element={<ProductsPage />} />
 */
export function ProductsPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const filter = search ? { search } : {};
  const pages = useCursorPages(search);
  const query = useQuery(productsQuery(filter, pages.after));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };
  return (
    <>
      <PageHeader
        title="Products"
        description="Prices, MRP, status, quantities and pictures."
        actions={<CreateProductDialog />}
      />
      <form
        role="search"
        aria-label="Find products"
        onSubmit={submit}
        className="mb-3 flex flex-wrap items-end gap-2"
      >
        <Field label="Title, slug or SKU">
          {(props) => (
            <Input
              {...props}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {query.isPending ? (
        <Loading what="products" />
      ) : query.isError ? (
        <LoadFailed error={query.error} retry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Products"
            captionHidden
            data={query.data.items}
            columns={columns}
            rowId={(p) => p.id}
            empty="No products match."
          />
          <Pager
            pages={pages}
            pageSize={PRODUCTS_PAGE_SIZE}
            shown={query.data.items.length}
            total={query.data.total}
            hasNextPage={query.data.pageInfo.hasNextPage}
            endCursor={query.data.pageInfo.endCursor}
            label="Products"
          />
        </>
      )}
    </>
  );
}
