import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/Dialog';
import { useTrackListView } from '@/components/useTrackListView';
import { track } from '@/lib/analytics/track';
import { PAGE_SIZE } from '@/features/catalog/api/products';
import { useCollections, useStoreSettings } from '@/features/store/hooks/storeData';
import type { ListingScope } from '../api/listingQueries';
import { categoryNamer } from '../categoryNames';
import { useListingProducts } from '../hooks/useListingProducts';
import { useListingState } from '../hooks/useListingState';
import { LISTING_LAYOUTS, type ListingVariant } from '../layouts';
import { activeFilterCount, type ListingState, type SortKey } from '../listingState';
import { CategoryNav } from './CategoryNav';
import { FilterPanel } from './FilterPanel';
import { ListingGrid } from './ListingGrid';
import { ListingToolbar } from './ListingToolbar';
import { LoadMore } from './LoadMore';
import { Pagination } from './Pagination';

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
  useTrackListView(products, title);

  const change = (next: Partial<ListingState>) => {
    if (next.category) {
      track({
        name: 'category_click',
        categoryName: nameOf(next.category),
        categoryId: next.category,
      });
    }
    update(next);
  };
  const panel = (
    <FilterPanel state={state} facets={listing.facets} nameOf={nameOf} onChange={change} />
  );
  const sidebar = layout.filters === 'left' || layout.filters === 'right';
  const first = layout.paging === 'pages' ? (state.page - 1) * PAGE_SIZE + 1 : 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {intro}
      {layout.categoryNav ? (
        <div className="mt-4">
          <CategoryNav facets={listing.facets} state={state} nameOf={nameOf} onChange={change} />
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
            onChange={change}
            layout="row"
          />
        </section>
      ) : null}
      <ListingToolbar
        summary={
          listing.pending
            ? 'Loading products…'
            : products.length > 0
              ? `Showing ${first}–${first + products.length - 1} of ${listing.total} products`
              : ''
        }
        filtersOn={filters}
        filtersOnPage={sidebar || layout.filters === 'bar'}
        onOpenFilters={() => setDrawerOpen(true)}
        sort={state.sort}
        onSort={(sort) => update({ sort })}
      />
      <div className={`mt-4 flex gap-8 ${layout.filters === 'right' ? 'flex-row-reverse' : ''}`}>
        {sidebar ? (
          <aside aria-label="Filters" className="hidden w-60 shrink-0 md:block">
            {panel}
          </aside>
        ) : null}
        <div className="min-w-0 flex-1">
          <ListingGrid
            listing={listing}
            columns={columns}
            blockInventory={blockInventory}
            filtersOn={filters > 0}
            onClearFilters={() =>
              update({
                category: null,
                priceMin: null,
                priceMax: null,
                rating: null,
                inStock: false,
              })
            }
          />
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
