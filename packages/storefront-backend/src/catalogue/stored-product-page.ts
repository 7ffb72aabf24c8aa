import type { Product } from '@haat/storefront-api/catalogue';
import type { ProductSort, SearchProductsFilter } from '@haat/storefront-api/resolvers';
import type { RequestContext } from '../context.js';
import { apiPage, pageRequest, type PageArgs } from '../paging/page-args.js';
import { productById } from './lookup.js';
import { productQueryOf } from './product-search.js';
import type { CatalogueSnapshot } from './snapshot.js';

/**
 * Whether storage can answer a listing on its own: no `inStock` (live stock) and no
 * aggregates (they are counted over every match in memory).
 *
 * @example
 * storageAnswers({ categorySlug: 'skin' }, []); // true
 */
export function storageAnswers(
  filter: SearchProductsFilter | null | undefined,
  aggregates: readonly unknown[] | null | undefined,
): boolean {
  return filter?.inStock == null && (aggregates ?? []).length === 0;
}

/**
 * One page of a listing filtered, sorted and paged by storage (`productPage`: SQL on indexed
 * columns), its products read from the request's snapshot so they carry live stock.
 *
 * @example
 * await storedProductPage(context, catalogue, { categorySlug: 'skin' }, 'PRICE_LOW', { limit: 12 });
 */
export async function storedProductPage(
  context: RequestContext,
  catalogue: CatalogueSnapshot,
  filter: SearchProductsFilter | null | undefined,
  sort: ProductSort | null | undefined,
  args: PageArgs,
): Promise<{ items: Product[]; total: number; nextToken: string | null }> {
  const request = pageRequest(args);
  const query = productQueryOf(catalogue, filter);
  const page = query
    ? await context.deps.storage.repos.catalogue.productPage(query, sort ?? 'DEFAULT', request)
    : { items: [], total: 0 };
  return apiPage(page, request, (product) => productById(catalogue, product.id) ?? product);
}
