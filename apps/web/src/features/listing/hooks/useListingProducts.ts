import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ProductData } from '@/lib/schemas/product';
import {
  facetsQueryOptions,
  listingFilter,
  listingInfiniteQueryOptions,
  listingPageQueryOptions,
  type Facets,
  type ListingScope,
} from '../api/listingQueries';
import type { ListingState } from '../listingState';

export type Paging = 'pages' | 'infinite';

export interface ListingProducts {
  products: readonly ProductData[];
  total: number;
  pending: boolean;
  failed: boolean;
  facets: Facets | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The products of a listing: facets (counts) for the scope, then one page of 48 (`pages`) or
 * pages loaded one after another (`infinite`). A category filter waits for the facets, which
 * tell a top-level category from a sub-category.
 */
export function useListingProducts(
  scope: ListingScope,
  state: ListingState,
  paging: Paging,
): ListingProducts {
  const facets = useQuery(facetsQueryOptions(scope));
  const waiting = state.category !== null && facets.isPending;
  const filter = listingFilter(scope, state, facets.data);
  const paged = useQuery({
    ...listingPageQueryOptions(filter, state),
    enabled: paging === 'pages' && !waiting,
  });
  const infinite = useInfiniteQuery({
    ...listingInfiniteQueryOptions(filter, state),
    enabled: paging === 'infinite' && !waiting,
  });
  if (paging === 'pages') {
    return {
      products: paged.data?.items ?? [],
      total: paged.data?.total ?? 0,
      pending: waiting || paged.isPending,
      failed: paged.isError,
      facets: facets.data,
      hasMore: false,
      loadingMore: false,
      loadMore: () => undefined,
      retry: () => void paged.refetch(),
    };
  }
  return {
    products: infinite.data?.pages.flatMap((page) => page.items) ?? [],
    total: infinite.data?.pages[0]?.total ?? 0,
    pending: waiting || infinite.isPending,
    failed: infinite.isError && !infinite.data,
    facets: facets.data,
    hasMore: infinite.hasNextPage,
    loadingMore: infinite.isFetchingNextPage,
    loadMore: () => {
      if (!infinite.isFetchingNextPage) void infinite.fetchNextPage();
    },
    retry: () => void infinite.refetch(),
  };
}
