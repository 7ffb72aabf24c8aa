import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ProductData } from '@/lib/schemas/product';
import { ProductCard } from './product-card/ProductCard';
import { ProductCardSkeleton } from './Skeleton';
import { useTrackListView } from './useTrackListView';

interface ProductRailProps {
  title: string;
  products: readonly ProductData[] | undefined;
  loading: boolean;
  /** Link to the full listing. */
  viewAll?: string;
  /** Limited-time deals: shown and added at the recommended price. */
  deal?: boolean;
  /** The BLOCK_INVENTORY store setting. */
  blockInventory: number;
}

/**
 * A titled row of product cards: swiped on phones, a grid on wider screens. It takes the width
 * of its container (the page's padded column), so its heading lines up with the page's other
 * headings; on phones the row runs to the screen edges and its cards snap in line with the
 * heading (scroll padding).
 */
export function ProductRail({
  title,
  products,
  loading,
  viewAll,
  deal = false,
  blockInventory,
}: ProductRailProps) {
  const headingId = useId();
  const count = products?.length ?? 0;
  useTrackListView(products, title);
  if (!loading && count === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        {viewAll ? (
          <Link
            to={viewAll}
            className="inline-flex min-h-8 items-center text-sm font-medium text-brand underline"
          >
            View all <span className="sr-only">{title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
        {loading
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="w-[46%] shrink-0 sm:w-[30%] lg:w-auto">
                <ProductCardSkeleton />
              </li>
            ))
          : products?.slice(0, 8).map((product) => (
              <li
                key={product.id}
                className="flex w-[46%] shrink-0 snap-start sm:w-[30%] lg:w-auto"
              >
                <ProductCard product={product} blockInventory={blockInventory} deal={deal} />
              </li>
            ))}
      </ul>
    </section>
  );
}

/** A rail's loading state (heading and card skeletons) before it is asked for (see RenderWhenNear). */
export function RailPlaceholder({ title, viewAll }: { title: string; viewAll?: string }) {
  return (
    <ProductRail
      title={title}
      products={undefined}
      loading
      blockInventory={0}
      {...(viewAll ? { viewAll } : {})}
    />
  );
}
