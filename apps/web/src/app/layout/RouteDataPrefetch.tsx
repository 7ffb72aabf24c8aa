import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { handleBackgroundError } from '@/lib/errors/handleError';
import { productDetailQueryOptions } from '@/features/product/api/product';

/**
 * Asks for the data a page's LCP needs (a product page's product: its gallery) without waiting
 * for the page's code: the lazy page would only ask once its code and everything it imports had
 * arrived and rendered. The page's own query then finds the answer, or the request in flight.
 * main.tsx calls it for the landing page before the first render; {@link RouteDataPrefetch} on
 * every navigation. The query options are small and come with the app for this reason.
 */
export function prefetchRouteData(queryClient: QueryClient, pathname: string) {
  const slug = matchPath('/products/:slug', pathname)?.params.slug;
  if (!slug) return;
  queryClient
    .prefetchQuery(productDetailQueryOptions(slug))
    .catch((error: unknown) => handleBackgroundError(error, { source: 'prefetch' }));
}

/** {@link prefetchRouteData} for each page the shopper navigates to. */
export function RouteDataPrefetch() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => prefetchRouteData(queryClient, pathname), [pathname, queryClient]);
  return null;
}
