import { availableRecommendedProducts } from '@haat/commerce-core';
import type { Product } from '@haat/storefront-api/catalogue';
import type { ProductSort, SearchProductsFilter } from '@haat/storefront-api/resolvers';
import { productQueryOf } from '../catalogue/product-search.js';
import { requestEssentials, requestProducts } from '../catalogue/request-products.js';
import type { RequestContext } from '../context.js';
import type { PageRequest } from '../ports/storage/paging.js';
import type { ProductQuery } from '../ports/storage/product-query.js';

/** The most listing pages read to fill the deals (each of `limit` products, at least 20). */
const MOST_PAGES = 5;

/** Reads the deals of one query: listing pages (no count) until `limit` deals are found. */
async function readDeals(
  context: RequestContext,
  query: ProductQuery,
  sort: ProductSort,
  limit: number,
): Promise<Product[]> {
  const { catalogue } = context.deps.storage.repos;
  const deals: Product[] = [];
  const size = Math.min(100, Math.max(limit, 20));
  let request: PageRequest = { offset: 0, limit: size, count: false };
  for (let pages = 0; pages < MOST_PAGES && deals.length < limit; pages += 1) {
    const page = await catalogue.productPage(query, sort, request);
    // The live stock is already net of BLOCK_INVENTORY, hence 0 here.
    deals.push(...availableRecommendedProducts(await requestProducts(context, page.items), 0));
    if (!page.last || !page.more) break;
    request = { ...request, offset: request.offset + page.items.length, after: page.last };
  }
  return deals.slice(0, limit);
}

/**
 * The limited-time deals of getInitialData (spec 5 "Loaded data filters"): recommended
 * products, enabled and in stock by their first variant (commerce-core
 * `availableRecommendedProducts` over live stock), in `sort`, at most `limit`. Storage lists
 * the recommended products in stock (`inStock`: any sellable variant, a superset) page by page
 * (keyset, never counted) until `limit` deals are found or {@link MOST_PAGES} pages were read.
 *
 * The deals of one query are kept by the process (`repos.catalogue.kept`) and read again only
 * after the catalogue or stock changed, once for all the requests that ask meanwhile: a
 * getInitialData costs the same whatever the catalogue's size. Staleness bound: the kept
 * answers' — a change this process makes or hears of is answered by the next request (the
 * kept deals are dropped at once), one nobody announces within `KEPT_READ_MS` (5 s).
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
  const key = `deals:${JSON.stringify([query, sort, limit])}`;
  return context.deps.storage.repos.catalogue.kept(key, () =>
    readDeals(context, query, sort, limit),
  );
}
