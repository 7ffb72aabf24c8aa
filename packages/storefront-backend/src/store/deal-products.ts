import { availableRecommendedProducts } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import type { ProductSort, SearchProductsFilter } from '@haat/storefront-api/resolvers';
import { productQueryOf } from '../catalogue/product-search.js';
import { requestEssentials, requestProducts } from '../catalogue/request-products.js';
import type { RequestContext } from '../context.js';
import type { PageRequest } from '../ports/storage/paging.js';

/** The most listing pages read to fill the deals (each of `limit` products, at least 20). */
const MOST_PAGES = 5;

/**
 * The limited-time deals of getInitialData (spec 5 "Loaded data filters"): recommended
 * products, enabled and in stock by their first variant (commerce-core
 * `availableRecommendedProducts` over live stock), in `sort`, at most `limit`. Storage lists
 * the recommended products in stock (`inStock`: any sellable variant, a superset) page by page
 * (keyset) until `limit` deals are found or {@link MOST_PAGES} pages were read: the cost is a
 * few pages whatever the catalogue's size.
 *
 * @example
 * await dealProducts(context, null, 'RECOMMEND_PRIORITY', 20);
 */
export async function dealProducts(
  context: RequestContext,
  filter: SearchProductsFilter | null | undefined,
  sort: ProductSort,
  limit: number,
): Promise<Product[]> {
  const query = productQueryOf(await requestEssentials(context), {
    recommended: true,
    ...filter,
    inStock: true,
  });
  // A deal is in stock, so a filter asking for products out of stock finds none.
  if (!query || limit <= 0 || filter?.inStock === false) return [];
  const { catalogue } = context.deps.storage.repos;
  const deals: Product[] = [];
  let request: PageRequest = { offset: 0, limit: Math.min(100, Math.max(limit, 20)) };
  for (let pages = 0; pages < MOST_PAGES && deals.length < limit; pages += 1) {
    const page = await catalogue.productPage(query, sort, request);
    // The live stock is already net of BLOCK_INVENTORY, hence 0 here.
    deals.push(...availableRecommendedProducts(await requestProducts(context, page.items), 0));
    if (!page.last || page.items.length < request.limit) break;
    request = { ...request, offset: request.offset + page.items.length, after: page.last };
  }
  return deals.slice(0, limit);
}
