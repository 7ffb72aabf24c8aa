import type { QueryClient } from '@tanstack/react-query';
import type { Collection } from '@/lib/schemas/collection';
import { LISTING_LAYOUTS, type ListingVariant } from '../layouts';
import { readListingState, sortKeyOf, type SortKey } from '../listingState';
import { SHOP_SCOPE, shopLayoutOf } from '../shopLayout';
import {
  facetsQueryOptions,
  listingFilter,
  listingInfiniteQueryOptions,
  listingPageQueryOptions,
  type ListingScope,
} from './listingQueries';

/** What a listing page lists and how: its scope, layout variant, default sort and URL query. */
export interface ListingRequest {
  readonly scope: ListingScope;
  readonly variant: ListingVariant;
  readonly defaultSort?: SortKey;
  /** The page's query string (sort, filters and page live there). */
  readonly search: string;
}

/**
 * Asks for what a listing will ask for (its facets and its first products), with the same
 * queries as `useListingProducts`, so the listing finds the answers or the requests in flight.
 * A category filter waits for the facets, as the listing does. Rejects when the facets fail; a
 * failed page is left in the cache as an error, for the listing to show.
 *
 * @example
 * await prefetchListing(queryClient, { scope: SHOP_SCOPE, variant: 'default', search: '?sort=latest' });
 */
export async function prefetchListing(queryClient: QueryClient, request: ListingRequest) {
  const state = readListingState(new URLSearchParams(request.search), request.defaultSort);
  const { paging } = LISTING_LAYOUTS[request.variant];
  const facets = queryClient.fetchQuery(facetsQueryOptions(request.scope));
  const filter = listingFilter(
    request.scope,
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

/** {@link prefetchListing} for a /shop page (its variant comes from the path). */
export function prefetchShopListing(
  queryClient: QueryClient,
  location: { pathname: string; search: string },
) {
  return prefetchListing(queryClient, {
    scope: SHOP_SCOPE,
    variant: shopLayoutOf(location.pathname).variant,
    search: location.search,
  });
}

/**
 * What a collection page lists: the collection's products, only those in stock when the
 * collection hides the others.
 */
export const collectionScope = (slug: string, collection: Collection | null): ListingScope => ({
  collectionSlug: slug,
  ...(collection?.showOutOfStockProducts === false ? { inStock: true } : {}),
});

/** {@link prefetchListing} for a collection page. */
export function prefetchCollectionListing(
  queryClient: QueryClient,
  collection: Collection,
  search: string,
) {
  return prefetchListing(queryClient, {
    scope: collectionScope(collection.slug, collection),
    variant: 'collection',
    defaultSort: sortKeyOf(collection.defaultSorting),
    search,
  });
}
