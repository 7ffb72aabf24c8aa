import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { handleBackgroundError } from '@/lib/errors/handleError';
import { productDetailQueryOptions } from '@/features/product/api/product';

/** The part of a location that decides a page's data. */
interface RouteLocation {
  pathname: string;
  search: string;
}

const reportFailure = (error: unknown) => handleBackgroundError(error, { source: 'prefetch' });

/**
 * Asks for the data a page's LCP needs (a product page's product: its gallery; a /shop page's
 * first products) without waiting for the page's code: the lazy page would only ask once its code
 * and everything it imports had arrived and rendered. The page's own query then finds the answer,
 * or the request in flight. main.tsx calls it for the landing page before the first render;
 * {@link RouteDataPrefetch} on every navigation. The product query options are small and come
 * with the app for this reason; the listing's come in their own small chunk, fetched alongside
 * the page's (they would not fit in the first load's size budgets).
 */
export function prefetchRouteData(queryClient: QueryClient, location: RouteLocation) {
  const slug = matchPath('/products/:slug', location.pathname)?.params.slug;
  if (slug) {
    queryClient.prefetchQuery(productDetailQueryOptions(slug)).catch(reportFailure);
  } else if (matchPath('/shop/*', location.pathname)) {
    import('@/features/listing/api/prefetchListing')
      .then(({ prefetchShopListing }) => prefetchShopListing(queryClient, location))
      .catch(reportFailure);
  }
}

/** {@link prefetchRouteData} for each page the shopper navigates to. */
export function RouteDataPrefetch() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  useEffect(
    () => prefetchRouteData(queryClient, { pathname, search }),
    [pathname, search, queryClient],
  );
  return null;
}
