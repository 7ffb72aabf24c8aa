import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { productKeys } from '@/features/catalog/api/products';
import { env } from '@/lib/env';
import { renderInRouter } from '@/test/render';
import { server } from '@/test/server';
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

  it('asks for the products of a /shop page on its own, as its URL lists them', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      graphql
        .link(env.graphqlUrl)
        .query<Record<string, unknown>, Record<string, unknown>>(
          'searchProducts',
          ({ variables }) => {
            asked.push(variables);
            return HttpResponse.json({
              data: {
                searchProducts: { items: [], nextToken: null, total: 0, aggregateItems: [] },
              },
            });
          },
        ),
    );
    renderAt('/shop/infinite-scroll?sort=latest&inStock=1');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toContainEqual(
      expect.objectContaining({ filter: { storeId: env.storeId }, limit: 1 }),
    );
    expect(asked).toContainEqual({
      filter: { storeId: env.storeId, inStock: true },
      sort: 'LATEST',
      limit: 48,
    });
  });

  it('asks for nothing on other pages', async () => {
    const queryClient = renderAt('/pages/cart');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('can be asked before anything renders (the landing page, from main.tsx)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchRouteData(queryClient, {
      pathname: '/products/vitamin-c-brightening-serum',
      search: '',
    });
    prefetchRouteData(queryClient, { pathname: '/pages/cart', search: '' });
    await waitFor(() =>
      expect(
        queryClient.getQueryData(productKeys.detail('vitamin-c-brightening-serum')),
      ).toMatchObject({ title: '10% Vitamin C Brightening Serum' }),
    );
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1);
  });
});
