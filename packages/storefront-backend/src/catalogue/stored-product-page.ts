import type {
  ProductAggregateInput,
  ResolversParentTypes,
  ProductSort,
  SearchProductsFilter,
} from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import type { PageArgs } from '../paging/page-args.js';
import { listingApiPage, listingPageRequest } from '../paging/listing-token.js';
import { primeRequestStock, requestProducts } from './request-products.js';
import { productAggregates, productQueryOf } from './product-search.js';
import type { CatalogueEssentials } from './snapshot.js';

/**
 * One page of a listing filtered, sorted and paged by storage (`productPage`: SQL on indexed
 * columns and the stock table; `nextToken` resumes after the previous page's last product),
 * with the requested aggregates over every match (`productAggregates`, one statement), its
 * products with live stock (`requestProducts`: the stock of this page's products only, taken
 * from the page when storage read it with the page).
 * `catalogue` is the request's essentials (collections for the filter). With `count` false (the
 * query selects no `total`) nothing is counted and `total` is null. With aggregates asked, the
 * total is their count of the matches: storage does not COUNT the same matches twice.
 *
 * @example
 * await storedProductPage(context, essentials, { inStock: true }, 'PRICE_LOW', { limit: 12 }, [], true);
 */
export async function storedProductPage(
  context: RequestContext,
  catalogue: CatalogueEssentials,
  filter: SearchProductsFilter | null | undefined,
  sort: ProductSort | null | undefined,
  args: PageArgs,
  aggregates: readonly ProductAggregateInput[] | null | undefined,
  count: boolean,
): Promise<ResolversParentTypes['ProductConnection']> {
  const order = sort ?? 'DEFAULT';
  const asked = aggregates ?? [];
  const pageRequest = listingPageRequest(args, order);
  const query = productQueryOf(catalogue, filter);
  if (!query) {
    const none = { items: [], total: 0, more: false, last: null };
    const answered = listingApiPage(none, pageRequest, order, (product) => product);
    return { ...answered, aggregateItems: productAggregates([], asked) };
  }
  const repo = context.deps.storage.repos.catalogue;
  const countedByAggregates = count && asked.length > 0;
  const [page, aggregated] = await Promise.all([
    repo.productPage(query, order, { ...pageRequest, count: count && !countedByAggregates }),
    asked.length > 0 ? repo.productAggregates(query, asked) : null,
  ]);
  const total = countedByAggregates ? (aggregated?.matches ?? 0) : page.total;
  const answered = listingApiPage({ ...page, total }, pageRequest, order, (product) => product);
  if (page.levels) primeRequestStock(context, page.levels);
  return {
    ...answered,
    items: await requestProducts(context, answered.items),
    aggregateItems: aggregated?.items ?? [],
  };
}
