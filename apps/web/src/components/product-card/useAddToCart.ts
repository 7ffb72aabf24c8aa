import { orderLimit, toCartItem, type Product } from '@haat/commerce-core';
import { analyticsItem } from '@/lib/analytics/items';
import { track } from '@/lib/analytics/track';
import { toast } from '@/lib/toast';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';

export const ADDED_TO_CART = 'Added to cart.';
/** Shown when the cart already holds the most a shopper may order of a line (spec silent). */
export const atOrderLimit = (max: number) =>
  `You can order at most ${max} of this item, and your cart has them all.`;

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
 * Repeated adds stop at the line's maximum order quantity (what the cart's stock check would
 * clamp it to anyway): only what still fits is added, and a full line says so instead.
 */
export function useAddToCart() {
  const add = useCartStore((state) => state.add);
  const setCartOpen = useModalStore((state) => state.setCartOpen);
  return ({ product, variantId, qty, source }: AddInput): number => {
    const line = toCartItem({
      ...product,
      variantId,
      ...(source ? { cartItemSource: source } : {}),
    });
    const variant = product.variants?.find((v) => v.id === line.variantId);
    const wanted = qty ?? orderLimit(variant?.minimumOrderQuantity ?? product.minimumOrderQuantity);
    const max = orderLimit(variant?.maximumOrderQuantity ?? product.maximumOrderQuantity);
    const inCart =
      useCartStore.getState().data.find((item) => item.recordKey === line.recordKey)?.qty ?? 0;
    const units = Math.min(wanted, max - inCart);
    if (units <= 0) {
      toast.info(atOrderLimit(max));
      return 0;
    }
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
