import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

/** The GraphQL operations sent during a test, by name. */
function recordOperations() {
  const names: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then((body: { operationName?: string }) => names.push(body.operationName ?? ''))
      .catch(() => undefined);
  };
  server.events.on('request:start', listener);
  return { names, stop: () => server.events.removeListener('request:start', listener) };
}

describe('home', () => {
  it('shows the banners by priority with mobile and web pictures, archived ones dropped', async () => {
    renderRoute('/');
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const slides = within(offers).getAllByRole('listitem');
    expect(slides[0]).toHaveAccessibleName('1 of 4');
    const first = within(slides[0]!).getByRole('img', { name: 'sunscreen season' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    const mobile = slides[0]!.querySelector('source');
    expect(mobile).toHaveAttribute('media', '(max-width: 575px)');
    expect(mobile?.getAttribute('srcset')).toContain('banners/sunscreen-season-mobile');
    expect(first.getAttribute('srcset')).toContain('banners/sunscreen-season-web');
    expect(within(offers).queryByRole('img', { name: 'diwali sale' })).not.toBeInTheDocument();
    // The MOBILE-only banner is hidden from 576 px up.
    const mobileOnly = within(offers).getByRole('img', { name: 'new arrivals' }).closest('li');
    expect(mobileOnly?.className).toContain('min-[576px]:hidden');
  });

  it('loads the other banners once the first has been painted, or when the shopper swipes', async () => {
    renderRoute('/');
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const loading = () => offers.querySelectorAll('img[srcset]').length;
    // The others keep their place and their names while they wait.
    expect(within(offers).getByRole('img', { name: 'vitamin c glow' })).not.toHaveAttribute('src');
    expect(loading()).toBe(1);
    fireEvent.load(within(offers).getByRole('img', { name: 'sunscreen season' }));
    await waitFor(() => expect(loading()).toBe(4));
    cleanup();

    renderRoute('/');
    const again = await screen.findByRole('region', { name: 'Offers' });
    fireEvent.scroll(within(again).getByRole('list'));
    expect(again.querySelectorAll('img[srcset]')).toHaveLength(4);
  });

  it('shows collections, limited-time deals at their deal price, featured and best sellers', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Shop by collection' })).toBeInTheDocument();
    const deals = (await screen.findByRole('heading', { name: 'Limited-time deals' })).closest(
      'section',
    )!;
    const deal = (await within(deals).findAllByRole('article'))[0]!;
    expect(within(deal).getByText(/^Price/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Best sellers' })).toBeInTheDocument();
  });

  it('shows a limited-time deal with the same MRP and % OFF as its cart line', async () => {
    const { user, router } = renderRoute('/');
    const deals = await screen.findByRole('region', { name: 'Limited-time deals' });
    const aloe = await within(deals).findByRole('article', {
      name: 'Aloe & Cucumber Oil-Free Gel Moisturiser',
    });
    // ₹199 deal price against the product's MRP of ₹349 (not its ₹299 selling price).
    expect(aloe).toHaveTextContent('Price ₹199MRP ₹34943% OFF');
    await user.click(within(aloe).getByRole('button', { name: /^Add to cart/ }));
    await router.navigate('/pages/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getByRole('listitem')).toHaveTextContent('Price ₹199MRP ₹34943% OFF');
  }, 20_000);

  it('has a page head with description, canonical and sharing tags', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { name: 'Featured' });
    expect(document.title).toBe('Haat Skincare');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://haat.in/',
    );
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Haat Skincare',
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /skincare/,
    );
  });

  it('asks for the rails further down (featured, best sellers) only as the shopper nears them', async () => {
    const viewport = stubIntersectionObserver();
    const sent = recordOperations();
    try {
      renderRoute('/');
      await screen.findByRole('heading', { name: 'Shop by collection' });
      const featured = screen.getByRole('region', { name: 'Featured' });
      expect(within(featured).queryAllByRole('article')).toEqual([]);
      expect(screen.getByRole('region', { name: 'Best sellers' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(sent.names.filter((name) => name === 'searchProducts')).toEqual([]);

      viewport.enter();
      expect(
        (await within(screen.getByRole('region', { name: 'Featured' })).findAllByRole('article'))
          .length,
      ).toBeGreaterThan(0);
      await waitFor(() =>
        expect(sent.names.filter((name) => name === 'searchProducts')).toHaveLength(2),
      );
    } finally {
      sent.stop();
    }
  });
});
