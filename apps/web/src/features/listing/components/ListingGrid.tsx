import { LoadFailed } from '@/components/LoadFailed';
import { ProductCard } from '@/components/product-card/ProductCard';
import { ProductGridSkeleton } from '@/components/Skeleton';
import { useGradualCount } from '@/components/useGradualCount';
import type { ListingProducts } from '../hooks/useListingProducts';
import { GRID_COLUMNS } from '../layouts';

interface ListingGridProps {
  listing: ListingProducts;
  columns: number;
  blockInventory: number;
  filtersOn: boolean;
  onClearFilters: () => void;
}

/** Cards rendered at once: a phone's first screen and a desktop's first two rows. */
const FIRST_CARDS = 8;

/**
 * The products of a listing: skeletons while loading, the error with a retry, the empty state, or
 * the grid. A query update renders synchronously, so only the first screen's cards render with it;
 * the others follow in short tasks (`useGradualCount`).
 */
export function ListingGrid({
  listing,
  columns,
  blockInventory,
  filtersOn,
  onClearFilters,
}: ListingGridProps) {
  const count = useGradualCount(listing.products.length, FIRST_CARDS);
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
  // The heading keeps the cards' titles (h3) in order under the page's h1 (accessibility audit).
  return (
    <>
      <h2 className="sr-only">Products</h2>
      <ul
        className={`grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 ${GRID_COLUMNS[columns] ?? 'lg:grid-cols-4'}`}
      >
        {listing.products.slice(0, count).map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} blockInventory={blockInventory} priority={index < 2} />
          </li>
        ))}
      </ul>
    </>
  );
}
