import { productAvailability } from '@haat/commerce-core';
import { ProductCard } from '@/components/product-card/ProductCard';
import { useAddToCart } from '@/components/product-card/useAddToCart';
import type { ProductData } from '@/lib/schemas/product';
import { useWishlistStore } from '@/stores/wishlistStore';

interface WishlistItemProps {
  product: ProductData;
  blockInventory: number;
}

/** One wishlisted product: its card, then remove (by id) and move to cart. */
export function WishlistItem({ product, blockInventory }: WishlistItemProps) {
  const remove = useWishlistStore((state) => state.remove);
  const addToCart = useAddToCart();
  const { inStock, variantId } = productAvailability(product, blockInventory);
  return (
    <li className="flex flex-col gap-2">
      <ProductCard product={product} blockInventory={blockInventory} />
      <div className="flex flex-col gap-1.5">
        <button
          type="button"
          className="btn-secondary min-h-10 px-2 text-sm"
          disabled={!inStock}
          onClick={() => {
            addToCart({ product, variantId });
            remove(product.id);
          }}
        >
          Move to cart<span className="sr-only">: {product.title}</span>
        </button>
        <button
          type="button"
          className="min-h-10 text-sm font-medium text-danger underline"
          onClick={() => remove(product.id)}
        >
          Remove<span className="sr-only">: {product.title}</span>
        </button>
      </div>
    </li>
  );
}
