/**
 * Toggles a product in the wishlist (spec 4 "Wishlist"): appends it when absent; when present,
 * removes it AND every product after it — an observed quirk the spec says to keep.
 *
 * @example
 * toggleWishlist([{ id: 'a' }, { id: 'b' }, { id: 'c' }], { id: 'b' }); // [{ id: 'a' }]
 */
export function toggleWishlist<P extends { readonly id: string }>(
  list: readonly P[],
  product: P,
): P[] {
  const index = list.findIndex((item) => item.id === product.id);
  return index === -1 ? [...list, product] : list.slice(0, index);
}
