/**
 * Staff's product list filter (the admin contract's `AdminProductFilter`): every given part
 * must hold. `search`: each of its words is in the product's title, slug or a SKU (its own or
 * a variant's), case-insensitive (`adminProductText`); `status`: ENABLED or DISABLED (absent:
 * both); `collectionId`: the product is in that collection.
 *
 * @example
 * const query: AdminProductQuery = { search: 'serum', status: 'DISABLED' };
 */
export interface AdminProductQuery {
  readonly search?: string | null | undefined;
  readonly status?: string | null | undefined;
  readonly collectionId?: string | null | undefined;
}

/**
 * One page of staff's product list, by id: the products after `after` (an id), at most `limit`.
 *
 * @example
 * const page: AdminProductPageRequest = { limit: 50, after: null };
 */
export interface AdminProductPageRequest {
  readonly limit: number;
  readonly after: string | null;
}

/**
 * A page of staff's product list: each product with its version, how many match in all, and
 * the last product's id when more may follow (null on the last page).
 *
 * @example
 * const page: AdminProductPage<Product> = { items: [], total: 0, next: null };
 */
export interface AdminProductPage<P> {
  readonly items: readonly { readonly product: P; readonly version: number }[];
  readonly total: number;
  readonly next: string | null;
}
