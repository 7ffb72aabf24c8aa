/**
 * Removes a product from the wishlist by id (only that product).
 *
 * @example
 * removeFromWishlist([{ id: 'a' }, { id: 'b' }], 'a'); // [{ id: 'b' }]
 */
export function removeFromWishlist<P extends { readonly id: string }>(
  list: readonly P[],
  id: string,
): P[] {
  return list.filter((item) => item.id !== id);
}
