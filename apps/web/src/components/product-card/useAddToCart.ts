import { orderLimit, type Product } from '@haat/commerce-core';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { toast } from '@/lib/toast';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';

export const ADDED_TO_CART = 'Added to cart.';

interface AddInput {
  product: Product;
  variantId: string | null;
  /** Defaults to the product's (or variant's) minimum order quantity. */
  qty?: number;
  /** LIMITED_TIME_DEAL lines take the product's recommended price (commerce-core addToCart). */
  source?: 'LIMITED_TIME_DEAL';
}

/**
 * Adds a product to the cart through the cart store (commerce-core `addToCart`) and confirms it
 * with a toast whose 'View Cart' button opens the cart panel. Returns the quantity added.
 */
export function useAddToCart() {
  const add = useCartStore((state) => state.add);
  const setCartOpen = useModalStore((state) => state.setCartOpen);
  return ({ product, variantId, qty, source }: AddInput): number => {
    const variant = product.variants?.find((v) => v.id === variantId);
    const units = qty ?? orderLimit(variant?.minimumOrderQuantity ?? product.minimumOrderQuantity);
    add({ ...product, variantId, qty: units, ...(source ? { cartItemSource: source } : {}) });
    track({
      name: 'add_to_cart',
      items: [analyticsItem({ ...product, variantId, qty: units, cartItemSource: source ?? null })],
    });
    toast.success(ADDED_TO_CART, {
      action: { label: 'View Cart', onClick: () => setCartOpen(true) },
    });
    return units;
  };
}
