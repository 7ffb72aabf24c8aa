import type { Product } from '@haat/commerce-core';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { useWishlistStore } from '@/stores/wishlistStore';

export const WISHLIST_TOAST = 'Added to wishlist.';

/**
 * Whether the product is in the wishlist, and a toggle that shows the spec's toast
 * ('Added to wishlist.' with a 'View Wishlist' button to /pages/wishlist) when it was not there.
 */
export function useWishlistToggle(product: Product) {
  const navigate = useNavigate();
  const wishlisted = useWishlistStore((state) =>
    state.items.some((item) => item.id === product.id),
  );
  const toggle = useWishlistStore((state) => state.toggle);
  const onToggle = () => {
    const notWishlisted = !useWishlistStore.getState().items.some((item) => item.id === product.id);
    toggle(product);
    if (notWishlisted) {
      toast(WISHLIST_TOAST, {
        action: { label: 'View Wishlist', onClick: () => void navigate('/pages/wishlist') },
      });
    }
  };
  return { wishlisted, toggle: onToggle };
}
