import { useQuery, type QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '@/components/LoadFailed';
import { Skeleton } from '@/components/Skeleton';
import { productDetailQueryOptions } from '@/features/product/api/product';
import { ProductPage } from '@/features/product/components/ProductPage';

// Loaded only for an unknown product: its chunk stays out of every product page's first load
// (the size budget). The server render waits for it, and hydration for it, so a 404 page is
// adopted as the server sent it.
const NotFoundRoute = lazy(() => import('./not-found'));

/**
 * Asks for a product page's product (its gallery is the page's LCP) while the page's code is
 * still arriving or rendering (`prefetchRouteData`).
 */
export const prefetchProduct = (queryClient: QueryClient, slug: string) =>
  queryClient.prefetchQuery(productDetailQueryOptions(slug));

/** /products/{slug}. */
export default function ProductRoute() {
  const slug = useParams().slug ?? '';
  const { data: product, isPending, isError, refetch } = useQuery(productDetailQueryOptions(slug));
  if (isPending) {
    return (
      <div
        role="status"
        aria-label="Loading product"
        className="mx-auto grid max-w-6xl gap-6 px-4 py-4 md:grid-cols-2"
      >
        <Skeleton className="aspect-square w-full" />
        <div className="space-y-3">
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-6 w-2/5" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="mx-auto max-w-lg px-4 py-12">
        <LoadFailed title="This product could not be loaded" onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!product) return <NotFoundRoute />;
  return <ProductPage key={product.id} product={product} />;
}
