import { LoadFailed } from '@/components/LoadFailed';
import { ProductCard } from '@/components/product-card/ProductCard';
import { ProductGridSkeleton } from '@/components/Skeleton';
import type { ListingProducts } from '../hooks/useListingProducts';
import { GRID_COLUMNS } from '../layouts';

interface ListingGridProps {
  listing: ListingProducts;
  columns: number;
  blockInventory: number;
  filtersOn: boolean;
  onClearFilters: () => void;
}

/** The products of a listing: skeletons while loading, the error with a retry, the empty state, or the grid. */
export function ListingGrid({
  listing,
  columns,
  blockInventory,
  filtersOn,
  onClearFilters,
}: ListingGridProps) {
  if (listing.pending) return <ProductGridSkeleton />;
  if (listing.failed) {
    return <LoadFailed title="Products could not be loaded" onRetry={listing.retry} />;
  }
  if (listing.products.length === 0) {
    return (
      <div className="py-12 text-center">
        <p className="font-medium">No products match these filters.</p>
        {filtersOn ? (
          <button type="button" className="btn-secondary mt-4" onClick={onClearFilters}>
            Clear filters
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <ul
      className={`grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 ${GRID_COLUMNS[columns] ?? 'lg:grid-cols-4'}`}
    >
      {listing.products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} blockInventory={blockInventory} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
