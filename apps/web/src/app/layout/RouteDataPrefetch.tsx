import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { handleBackgroundError } from '@/lib/errors/handleError';

/**
 * Asks for a product page's product while the page's code is still loading: the lazy page would
 * only ask once its code and everything it imports had arrived and rendered, and the product
 * (its gallery is the LCP) would come that much later. The page's own query then finds the
 * answer, or the request in flight.
 */
export function RouteDataPrefetch() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  useEffect(() => {
    const slug = matchPath('/products/:slug', pathname)?.params.slug;
    if (!slug) return;
    import('@/features/product/api/product')
      .then(({ productDetailQueryOptions }) =>
        queryClient.prefetchQuery(productDetailQueryOptions(slug)),
      )
      .catch((error: unknown) => handleBackgroundError(error, { source: 'prefetch' }));
  }, [pathname, queryClient]);
  return null;
}
