import type { ProductData } from '@/lib/schemas/product';
import { ProductCard } from './product-card/ProductCard';
import { RailShell, RailSkeletons } from './RailShell';
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
  const count = products?.length ?? 0;
  useTrackListView(products, title);
  if (!loading && count === 0) return null;
  return (
    <RailShell title={title} viewAll={viewAll}>
      {loading ? (
        <RailSkeletons />
      ) : (
        products?.slice(0, 8).map((product) => (
          <li key={product.id} className="flex w-[46%] shrink-0 snap-start sm:w-[30%] lg:w-auto">
            <ProductCard product={product} blockInventory={blockInventory} deal={deal} />
          </li>
        ))
      )}
    </RailShell>
  );
}
