import type { QueryClient } from '@tanstack/react-query';
import { LISTING_LAYOUTS } from '../layouts';
import { readListingState } from '../listingState';
import { SHOP_SCOPE, shopLayoutOf } from '../shopLayout';
import {
  facetsQueryOptions,
  listingFilter,
  listingInfiniteQueryOptions,
  listingPageQueryOptions,
} from './listingQueries';

/**
 * Asks for what a /shop page's listing will ask for (its facets and its first products), with the
 * same queries as `useListingProducts`, so the listing finds the answers or the requests in
 * flight. A category filter waits for the facets, as the listing does.
 */
export async function prefetchShopListing(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
) {
  const state = readListingState(new URLSearchParams(location.search));
  const { paging } = LISTING_LAYOUTS[shopLayoutOf(location.pathname).variant];
  const facets = queryClient.fetchQuery(facetsQueryOptions(SHOP_SCOPE));
  const filter = listingFilter(
    SHOP_SCOPE,
    state,
    state.category === null ? undefined : await facets,
  );
  await Promise.all([
    facets,
    paging === 'pages'
      ? queryClient.prefetchQuery(listingPageQueryOptions(filter, state))
      : queryClient.prefetchInfiniteQuery(listingInfiniteQueryOptions(filter, state)),
  ]);
}
