import type { CatalogueRepository, CatalogueSeed, ProductOf } from '../ports/storage/catalogue.js';
import type { ListingPage, PageRequest } from '../ports/storage/paging.js';
import type { ProductQuery, ProductQuerySort } from '../ports/storage/product-query.js';
import type { StockRepository } from '../ports/storage/stock.js';
import { compareListingKeys, listingKeys } from './listing-order.js';
import { stockKeysOf, withLiveStock } from './live-stock.js';
import { matchesProductQuery, sortListed } from './product-query.js';
import { listingAggregates } from './product-search.js';

/**
 * One page of products already sorted in `sort`'s listing order: from `page.after` (the first
 * product after that cursor) or `page.offset`, with the cursor of its last product, whether
 * more follow, and the total unless the request asks for none (`count` false).
 *
 * @example
 * listingPageOf(sorted, 'PRICE_LOW', { offset: 0, limit: 48 }).last; // { keys: [49900, 3], id: 'p7' }
 */
export function listingPageOf<P extends ProductOf<CatalogueSeed>>(
  sorted: readonly P[],
  sort: ProductQuerySort,
  page: PageRequest,
): ListingPage<P> {
  const { after } = page;
  const start = after
    ? sorted.findIndex((product) => compareListingKeys(listingKeys(product, sort), after, sort) > 0)
    : page.offset;
  const items = start < 0 ? [] : sorted.slice(start, start + page.limit);
  const last = items.at(-1);
  return {
    items,
    total: page.count === false ? null : sorted.length,
    more: start >= 0 && start + page.limit < sorted.length,
    last: last ? listingKeys(last, sort) : null,
  };
}

/**
 * The listings of the memory adapter over all its products: overlaid with the live stock
 * levels, filtered (`matchesProductQuery`), sorted (`sortListed`), paged (`listingPageOf`) and
 * aggregated (`productAggregates`) in JS. Pages hold the catalogue's own products, as SQL's do.
 *
 * @example
 * const listing = memoryListing(() => products, memoryStock(run));
 * await listing.productPage({ inStock: true }, 'PRICE_LOW', { offset: 0, limit: 12 });
 */
export function memoryListing<C extends CatalogueSeed>(
  products: () => Promise<readonly ProductOf<C>[]>,
  stock: StockRepository,
): Pick<CatalogueRepository<C>, 'productPage' | 'productAggregates'> {
  const matches = async (query: ProductQuery) => {
    const all = await products();
    const levels = await stock.available(stockKeysOf(all));
    const byKey = new Map(levels.map((level) => [level.key, level.available]));
    return all.flatMap((product) => {
      const live = withLiveStock(product, byKey);
      return matchesProductQuery(live, query) ? [{ product, live }] : [];
    });
  };
  return {
    productPage: async (query, sort, page) => {
      const found = (await matches(query)).map(({ product }) => product);
      return listingPageOf(sortListed(found, sort), sort, page);
    },
    productAggregates: async (query, requests) =>
      listingAggregates(
        (await matches(query)).map(({ live }) => live),
        requests,
      ),
  };
}
