import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/lib/env';
import { useSystemStore } from '@/stores/systemStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

const searchUrl = `${env.searchUrl ?? ''}/search`;

/** Queries sent to the search service during a test. */
function recordSearches() {
  const queries: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (`${url.origin}${url.pathname}` === searchUrl)
      queries.push(url.searchParams.get('query') ?? '');
  };
  server.events.on('request:start', listener);
  return { queries, stop: () => server.events.removeListener('request:start', listener) };
}

describe('header search box (spec 2/4)', () => {
  it('searches automatically 400 ms after the last keystroke, only past 2 characters', async () => {
    const recorded = recordSearches();
    const { user } = renderRoute('/search');
    const input = await screen.findByRole('searchbox', { name: 'Search for products' });
    const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

    await user.type(input, 'se');
    await wait(700);
    expect(recorded.queries).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();

    await user.type(input, 'r');
    await wait(250);
    await user.type(input, 'u');
    await wait(250);
    // 500 ms since 'r' but only 250 ms since 'u': each keystroke restarted the wait.
    expect(recorded.queries).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();

    const panel = await screen.findByRole('region', { name: 'Search results' });
    expect(
      await within(panel).findByRole('link', { name: /10% Vitamin C Brightening Serum/ }),
    ).toBeInTheDocument();
    expect(recorded.queries).toEqual(['seru']);
    recorded.stop();
  });

  it('finds serums for the typo "serm"', async () => {
    const { user } = renderRoute('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search for products' }), 'serm');
    const panel = await screen.findByRole('region', { name: 'Search results' });
    expect(
      await within(panel).findByRole('link', { name: /Vitamin C Brightening Serum/ }),
    ).toBeInTheDocument();
  });

  it('stores the term and goes to /search?search= on Enter; the panel closes', async () => {
    const { user, router } = renderRoute('/search');
    const input = await screen.findByRole('searchbox', { name: 'Search for products' });
    await user.type(input, 'sunscreen');
    await screen.findByRole('region', { name: 'Search results' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=sunscreen'));
    expect(useSystemStore.getState().searchTerm).toBe('sunscreen');
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Results for “sunscreen”' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('closes the results panel on a click outside', async () => {
    const { user } = renderRoute('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search for products' }), 'serum');
    await screen.findByRole('region', { name: 'Search results' });
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('closes the results panel when a result is followed (route change)', async () => {
    const { user, router } = renderRoute('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search for products' }), 'serum');
    const panel = await screen.findByRole('region', { name: 'Search results' });
    await user.click(
      await within(panel).findByRole('link', { name: /Vitamin C Brightening Serum/ }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/products/vitamin-c-brightening-serum'),
    );
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
  });

  it('falls back to searchProducts when the search service fails', async () => {
    server.use(http.get(searchUrl, () => HttpResponse.json({ message: 'down' }, { status: 401 })));
    const { user } = renderRoute('/search');
    await user.type(await screen.findByRole('searchbox', { name: 'Search for products' }), 'serum');
    const panel = await screen.findByRole('region', { name: 'Search results' });
    await waitFor(() =>
      expect(within(panel).getAllByRole('link', { name: /Serum/ }).length).toBeGreaterThan(0),
    );
  });

  it('shows an empty state, never a crash, when every search fails', async () => {
    server.use(
      http.get(searchUrl, () => HttpResponse.json({ message: 'down' }, { status: 400 })),
      graphql
        .link(env.graphqlUrl)
        .query('searchProducts', () =>
          HttpResponse.json({ errors: [{ message: 'Search is down' }] }),
        ),
    );
    renderRoute('/search?search=serum');
    expect(await screen.findByText('No products found for “serum”.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('is a button reading "Search for products..." off /search', async () => {
    const { user, router } = renderRoute('/shop');
    await user.click(await screen.findByRole('button', { name: 'Search for products...' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(await screen.findByRole('searchbox', { name: 'Search for products' })).toHaveFocus();
  });
});
