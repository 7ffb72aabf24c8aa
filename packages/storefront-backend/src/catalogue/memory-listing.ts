import type {
  CatalogueReads,
  CatalogueRepository,
  CatalogueSeed,
} from '../ports/storage/catalogue.js';
import type { ProductQuery } from '../ports/storage/product-query.js';
import type { StockRepository } from '../ports/storage/stock.js';
import { pageOf } from '../paging/page-args.js';
import { stockKeysOf, withLiveStock } from './live-stock.js';
import { matchesProductQuery, sortListed } from './product-query.js';
import { productAggregates } from './product-search.js';

/**
 * The listings of the memory adapter: the catalogue's products overlaid with the live stock
 * levels, filtered (`matchesProductQuery`), sorted (`sortListed`), paged and aggregated
 * (`productAggregates`) in JS. Pages hold the catalogue's own products, as SQL's do.
 *
 * @example
 * const listing = memoryListing(frozenCatalogue(seed), memoryStock(run));
 * await listing.productPage({ inStock: true }, 'PRICE_LOW', { offset: 0, limit: 12 });
 */
export function memoryListing<C extends CatalogueSeed>(
  catalogue: CatalogueReads<C>,
  stock: StockRepository,
): Pick<CatalogueRepository<C>, 'productPage' | 'productAggregates'> {
  const matches = async (query: ProductQuery) => {
    const products = await catalogue.products();
    const levels = await stock.available(stockKeysOf(products));
    const byKey = new Map(levels.map((level) => [level.key, level.available]));
    return products.flatMap((product) => {
      const live = withLiveStock(product, byKey);
      return matchesProductQuery(live, query) ? [{ product, live }] : [];
    });
  };
  return {
    productPage: async (query, sort, page) => {
      const found = (await matches(query)).map(({ product }) => product);
      return pageOf(sortListed(found, sort), page);
    },
    productAggregates: async (query, requests) =>
      productAggregates(
        (await matches(query)).map(({ live }) => live),
        requests,
      ),
  };
}
