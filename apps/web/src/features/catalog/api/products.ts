import { queryOptions } from '@tanstack/react-query';
import { graphql, type VariablesOf } from '@/lib/graphql/graphql';
import { gqlRequest } from '@/lib/graphql/client';
import { ProductPageSchema, type ProductPage } from '@/lib/schemas/product';
import { ProductCardFields } from './productFields';

/** Page size of every listing (spec 9). */
export const PAGE_SIZE = 48;

export const SearchProductsDocument = graphql(
  `
    query searchProducts(
      $filter: SearchProductsFilter
      $sort: ProductSort
      $limit: Int
      $nextToken: String
      $from: Int
      $aggregates: [ProductAggregateInput!]
    ) {
      searchProducts(
        filter: $filter
        sort: $sort
        limit: $limit
        nextToken: $nextToken
        from: $from
        aggregates: $aggregates
      ) {
        items {
          ...ProductCardFields
        }
        nextToken
        total
        aggregateItems {
          name
          type
          buckets {
            key
            docCount
          }
          value
        }
      }
    }
  `,
  [ProductCardFields],
);

export type SearchProductsVariables = VariablesOf<typeof SearchProductsDocument>;

/** Query keys of catalogue reads. */
export const productKeys = {
  all: ['products'] as const,
  search: (variables: SearchProductsVariables) =>
    [...productKeys.all, 'search', variables] as const,
  detail: (slug: string) => [...productKeys.all, 'detail', slug] as const,
  linked: (productId: string) => [...productKeys.all, 'linked', productId] as const,
};

/** One page of searchProducts, parsed. */
export async function searchProducts(
  variables: SearchProductsVariables,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const data = await gqlRequest(SearchProductsDocument, variables, signal ? { signal } : {});
  return ProductPageSchema.parse(data.searchProducts);
}

/** A product rail or grid that is not paged further (home rails, search results by id). */
export const productsQueryOptions = (variables: SearchProductsVariables) =>
  queryOptions({
    queryKey: productKeys.search(variables),
    queryFn: ({ signal }) => searchProducts(variables, signal),
    staleTime: 5 * 60_000,
  });
