import type { Loose, Maybe } from '../types/common.js';
import type { ProductStatus } from '../types/product.js';

/**
 * Whether a product or a variant may be sold: only when its status is exactly `ENABLED`.
 * `DISABLED`, a missing status and any value we do not know all count as not sellable — the
 * shop must not sell what it cannot confirm is enabled, and the contract always sends a status
 * (`ProductStatus!`), so a missing one means broken data, which should show as unavailable
 * rather than be sold. The one rule for the storefront (cards, variant picker, structured data,
 * variant choice, recommended products) and the API (product lookups, search, stock checks).
 *
 * @example
 * isSellable({ status: 'ENABLED' }); // true
 * isSellable({ status: 'DISABLED' }); // false
 * isSellable({}); // false
 */
export function isSellable(item: { readonly status?: Maybe<Loose<ProductStatus>> }): boolean {
  return item.status === 'ENABLED';
}
