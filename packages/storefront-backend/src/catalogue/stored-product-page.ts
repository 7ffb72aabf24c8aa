import type { Product } from '@haat/storefront-api/catalogue';
import type {
  AggregateItem,
  ProductAggregateInput,
  ProductSort,
  SearchProductsFilter,
} from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import type { PageArgs } from '../paging/page-args.js';
import { listingApiPage, listingPageRequest } from '../paging/listing-token.js';
import { requestProducts } from './request-products.js';
import { productAggregates, productQueryOf } from './product-search.js';
import type { CatalogueEssentials } from './snapshot.js';

/** A listing as searchProducts answers it: one page, the total and the aggregates. */
interface ProductConnection {
  readonly items: Product[];
  readonly total: number;
  readonly nextToken: string | null;
  readonly aggregateItems: AggregateItem[];
}

/**
 * One page of a listing filtered, sorted and paged by storage (`productPage`: SQL on indexed
 * columns and the stock table; `nextToken` resumes after the previous page's last product),
 * with the requested aggregates over every match (`productAggregates`, one statement), its
 * products with live stock (`requestProducts`: the stock of this page's products only).
 * `catalogue` is the request's essentials (collections for the filter).
 *
 * @example
 * await storedProductPage(context, essentials, { inStock: true }, 'PRICE_LOW', { limit: 12 }, []);
 */
export async function storedProductPage(
  context: RequestContext,
  catalogue: CatalogueEssentials,
  filter: SearchProductsFilter | null | undefined,
  sort: ProductSort | null | undefined,
  args: PageArgs,
  aggregates: readonly ProductAggregateInput[] | null | undefined,
): Promise<ProductConnection> {
  const order = sort ?? 'DEFAULT';
  const request = listingPageRequest(args, order);
  const query = productQueryOf(catalogue, filter);
  const repo = context.deps.storage.repos.catalogue;
  const asked = aggregates ?? [];
  const [page, aggregateItems] = query
    ? await Promise.all([
        repo.productPage(query, order, request),
        asked.length > 0 ? repo.productAggregates(query, asked) : [],
      ])
    : [{ items: [], total: 0, last: null }, productAggregates([], asked)];
  const answered = listingApiPage(page, request, order, (product) => product);
  return { ...answered, items: await requestProducts(context, answered.items), aggregateItems };
}
