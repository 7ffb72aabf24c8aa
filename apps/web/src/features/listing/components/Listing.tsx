import { useEffect, useState, type ReactNode } from 'react';
import { AlertBox } from '@/components/AlertBox';
import { Dialog } from '@/components/Dialog';
import { ProductCard } from '@/components/product-card/ProductCard';
import { ProductGridSkeleton } from '@/components/Skeleton';
import { analyticsListItems } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { PAGE_SIZE } from '@/features/catalog/api/products';
import { useCollections, useStoreSettings } from '@/features/store/hooks/storeData';
import type { ListingScope } from '../api/listingQueries';
import { categoryNamer } from '../categoryNames';
import { useListingProducts } from '../hooks/useListingProducts';
import { useListingState } from '../hooks/useListingState';
import { GRID_COLUMNS, LISTING_LAYOUTS, type ListingVariant } from '../layouts';
import { activeFilterCount, type SortKey } from '../listingState';
import { CategoryNav } from './CategoryNav';
import { FilterPanel } from './FilterPanel';
import { LoadMore } from './LoadMore';
import { Pagination } from './Pagination';
import { SortSelect } from './SortSelect';

interface ListingProps {
  title: string;
  scope: ListingScope;
  variant?: ListingVariant;
  /** Desktop columns (the grid/{grid} variant). */
  columns?: number;
  defaultSort?: SortKey;
  /** Shown between the title and the products (a collection's banner and text). */
  intro?: ReactNode;
}

/**
 * The one product listing behind /shop, its theme variants and collection pages. The variant
 * changes the layout only: where the filters sit and whether pages are numbered or load as
 * you scroll. Sort, filters and page live in the URL.
 */
export function Listing({
  title,
  scope,
  variant = 'default',
  columns = 4,
  defaultSort = 'default',
  intro,
}: ListingProps) {
  const layout = LISTING_LAYOUTS[variant];
  const { state, update, hrefFor } = useListingState(defaultSort);
  const listing = useListingProducts(scope, state, layout.paging);
  const { blockInventory } = useStoreSettings();
  const nameOf = categoryNamer(listing.products, useCollections());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filters = activeFilterCount(state);

  const { products } = listing;
  useEffect(() => {
    if (products.length === 0) return;
    track({
      name: 'view_item_list',
      itemListId: title.toLowerCase().replace(/\W+/g, '-'),
      itemListName: title,
      items: analyticsListItems(products, title),
    });
  }, [products, title]);

  const panel = (
    <FilterPanel state={state} facets={listing.facets} nameOf={nameOf} onChange={update} />
  );
  const sidebar = layout.filters === 'left' || layout.filters === 'right';
  const first = (state.page - 1) * PAGE_SIZE + 1;
  const shown =
    layout.paging === 'pages' ? `${first}–${first + products.length - 1}` : `1–${products.length}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro}
      {layout.categoryNav ? (
        <div className="mt-4">
          <CategoryNav facets={listing.facets} state={state} nameOf={nameOf} onChange={update} />
        </div>
      ) : null}
      {layout.filters === 'bar' ? (
        <section
          aria-label="Filters"
          className="mt-4 hidden rounded-lg border border-line p-4 md:block"
        >
          <FilterPanel
            state={state}
            facets={listing.facets}
            nameOf={nameOf}
            onChange={update}
            layout="row"
          />
        </section>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-ink-muted">
          {listing.pending
            ? 'Loading products…'
            : products.length > 0
              ? `Showing ${shown} of ${listing.total} products`
              : ''}
        </p>
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={`btn-secondary min-h-10 whitespace-nowrap px-3 text-sm ${sidebar || layout.filters === 'bar' ? 'md:hidden' : ''}`}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
          >
            Filters{filters > 0 ? ` (${filters})` : ''}
          </button>
          <SortSelect value={state.sort} onChange={(sort) => update({ sort })} />
        </div>
      </div>
      <div className={`mt-4 flex gap-8 ${layout.filters === 'right' ? 'flex-row-reverse' : ''}`}>
        {sidebar ? (
          <aside aria-label="Filters" className="hidden w-60 shrink-0 md:block">
            {panel}
          </aside>
        ) : null}
        <div className="min-w-0 flex-1">
          {listing.pending ? (
            <ProductGridSkeleton />
          ) : listing.failed ? (
            <AlertBox status="error" title="Products could not be loaded" dismissible={false}>
              <button type="button" className="mt-2 font-medium underline" onClick={listing.retry}>
                Try again
              </button>
            </AlertBox>
          ) : products.length === 0 ? (
            <div className="py-12 text-center">
              <p className="font-medium">No products match these filters.</p>
              {filters > 0 ? (
                <button
                  type="button"
                  className="btn-secondary mt-4"
                  onClick={() =>
                    update({
                      category: null,
                      priceMin: null,
                      priceMax: null,
                      rating: null,
                      inStock: false,
                    })
                  }
                >
                  Clear filters
                </button>
              ) : null}
            </div>
          ) : (
            <ul
              className={`grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 ${GRID_COLUMNS[columns] ?? 'lg:grid-cols-4'}`}
            >
              {products.map((product, index) => (
                <li key={product.id} className="flex">
                  <ProductCard
                    product={product}
                    blockInventory={blockInventory}
                    priority={index < 2}
                  />
                </li>
              ))}
            </ul>
          )}
          {layout.paging === 'pages' ? (
            <Pagination
              page={state.page}
              pages={Math.ceil(listing.total / PAGE_SIZE)}
              hrefFor={(page) => hrefFor({ page })}
            />
          ) : (
            <LoadMore
              hasMore={listing.hasMore}
              loading={listing.loadingMore}
              onLoadMore={listing.loadMore}
            />
          )}
        </div>
      </div>
      {drawerOpen ? (
        <Dialog title="Filters" onClose={() => setDrawerOpen(false)} placement="right">
          {panel}
          <button
            type="button"
            className="btn-primary mt-6 w-full"
            onClick={() => setDrawerOpen(false)}
          >
            Show {listing.total} products
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}
