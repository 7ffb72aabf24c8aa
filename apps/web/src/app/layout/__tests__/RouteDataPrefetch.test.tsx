import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/features/catalog/api/products';
import { renderInRouter } from '@/test/render';
import { prefetchRouteData, RouteDataPrefetch } from '../RouteDataPrefetch';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderInRouter(
    <QueryClientProvider client={queryClient}>
      <RouteDataPrefetch />
    </QueryClientProvider>,
    path,
  );
  return queryClient;
}

describe('RouteDataPrefetch', () => {
  it('asks for the product of a product page on its own, before the page renders', async () => {
    const queryClient = renderAt('/products/vitamin-c-brightening-serum');
    await waitFor(() =>
      expect(
        queryClient.getQueryData(productKeys.detail('vitamin-c-brightening-serum')),
      ).toMatchObject({ slug: 'vitamin-c-brightening-serum' }),
    );
  });

  it('asks for nothing on other pages', async () => {
    const queryClient = renderAt('/shop');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('can be asked before anything renders (the landing page, from main.tsx)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchRouteData(queryClient, '/products/vitamin-c-brightening-serum');
    prefetchRouteData(queryClient, '/pages/cart');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
    await waitFor(() =>
      expect(
        queryClient.getQueryData(productKeys.detail('vitamin-c-brightening-serum')),
      ).toMatchObject({ title: '10% Vitamin C Brightening Serum' }),
    );
  });
});
