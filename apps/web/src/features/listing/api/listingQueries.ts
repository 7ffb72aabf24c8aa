import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { LISTING_FACETS } from '@haat/storefront-api/listing-facets';
import type { AggregateItem, ProductPage } from '@/lib/schemas/product';
import {
  PAGE_SIZE,
  productKeys,
  searchProducts,
  type SearchProductsVariables,
} from '@/features/catalog/api/products';
import { apiSortOf, type ListingState } from '../listingState';

/** What a listing is about before any shopper filter: the whole shop, a collection, … */
export type ListingScope = NonNullable<SearchProductsVariables['filter']>;

export interface Facets {
  categories: readonly { key: string; count: number }[];
  subCategories: readonly { key: string; count: number }[];
  ratings: readonly { key: string; count: number }[];
  inStock: number;
  priceMin: number | null;
  priceMax: number | null;
  total: number;
}

const buckets = (items: readonly AggregateItem[], name: string) =>
  (items.find((item) => item.name === name)?.buckets ?? []).map((b) => ({
    key: b.key,
    count: b.docCount,
  }));
const value = (items: readonly AggregateItem[], name: string) =>
  items.find((item) => item.name === name)?.value ?? null;

export const facetsQueryOptions = (scope: ListingScope) =>
  queryOptions({
    queryKey: [...productKeys.all, 'facets', scope] as const,
    queryFn: async ({ signal }): Promise<Facets> => {
      const page = await searchProducts(
        // Over the scope only, so counts do not vanish as the shopper filters.
        { filter: scope, limit: 1, aggregates: [...LISTING_FACETS] },
        signal,
      );
      const items = page.aggregateItems ?? [];
      return {
        categories: buckets(items, 'category'),
        subCategories: buckets(items, 'subCategory'),
        ratings: buckets(items, 'rating'),
        inStock: buckets(items, 'inStock').find((b) => b.key === 'true')?.count ?? 0,
        priceMin: value(items, 'priceMin'),
        priceMax: value(items, 'priceMax'),
        total: page.total,
      };
    },
    staleTime: 5 * 60_000,
  });

/**
 * The search filter for a listing: the scope plus the shopper's filters. `category` names a
 * top-level category when the facets list it as one, else a sub-category (menu links use both).
 */
export function listingFilter(
  scope: ListingScope,
  state: ListingState,
  facets: Facets | undefined,
): ListingScope {
  const topLevel =
    state.category !== null && facets?.categories.some((c) => c.key === state.category);
  return {
    ...scope,
    ...(state.category === null
      ? {}
      : topLevel
        ? { categorySlug: state.category }
        : { subCategorySlug: state.category }),
    ...(state.priceMin !== null ? { priceMin: state.priceMin } : {}),
    ...(state.priceMax !== null ? { priceMax: state.priceMax } : {}),
    ...(state.rating !== null ? { ratingAtLeast: state.rating } : {}),
    ...(state.inStock ? { inStock: true } : {}),
  };
}

/** One numbered page of 48 (paginated layouts). */
export const listingPageQueryOptions = (filter: ListingScope, state: ListingState) =>
  queryOptions({
    queryKey: [...productKeys.all, 'listing', filter, state.sort, state.page] as const,
    queryFn: ({ signal }): Promise<ProductPage> =>
      searchProducts(
        {
          filter,
          sort: apiSortOf(state.sort),
          limit: PAGE_SIZE,
          from: (state.page - 1) * PAGE_SIZE,
        },
        signal,
      ),
    staleTime: 60_000,
  });

/** Pages of 48 loaded one after another (infinite-scroll layouts). */
export const listingInfiniteQueryOptions = (filter: ListingScope, state: ListingState) =>
  infiniteQueryOptions({
    queryKey: [...productKeys.all, 'listing-infinite', filter, state.sort] as const,
    queryFn: ({ signal, pageParam }): Promise<ProductPage> =>
      searchProducts(
        {
          filter,
          sort: apiSortOf(state.sort),
          limit: PAGE_SIZE,
          ...(pageParam ? { nextToken: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextToken ?? undefined,
    staleTime: 60_000,
  });
