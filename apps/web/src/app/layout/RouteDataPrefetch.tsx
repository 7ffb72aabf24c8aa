import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { handleBackgroundError } from '@/lib/errors/handleError';

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
 * or the request in flight. main.tsx calls it for the landing page before the first render (a
 * page the server rendered already has its data: nothing is asked); {@link RouteDataPrefetch} on
 * every navigation. The query options come with the page's code (a product page's) or in a small
 * chunk fetched alongside it (a listing's): the landing pages are rendered by the server with
 * their data, so the first load need not carry them.
 */
export function prefetchRouteData(queryClient: QueryClient, location: RouteLocation) {
  const slug = matchPath('/products/:slug', location.pathname)?.params.slug;
  if (slug) {
    import('../routes/product')
      .then(({ prefetchProduct }) => prefetchProduct(queryClient, slug))
      .catch(reportFailure);
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
