import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';

describe('page shell', () => {
  it('shows the header with logo, account, search and cart on the home page', async () => {
    renderRoute('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Haat home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /^Cart/ })).toBeInTheDocument();
    expect(
      within(header).getByRole('button', { name: 'Search for products...' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('follows the search button to /search and focuses the required search input', async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Search for products...' }));
    const input = await screen.findByRole('searchbox', { name: 'Search for products' });
    expect(router.state.location.pathname).toBe('/search');
    expect(input).toBeRequired();
    expect(input).toHaveFocus();
  });

  it('offers the icon variant on the order page: a Search button toggles the box open', async () => {
    const { user } = renderRoute('/order/ord-unknown');
    const header = await screen.findByRole('banner');
    const toggle = within(header).getByRole('button', { name: 'Search' });
    expect(within(header).queryByRole('button', { name: 'Search for products...' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const input = await within(header).findByRole('searchbox', { name: 'Search for products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveFocus();
    await user.click(toggle);
    expect(within(header).queryByRole('searchbox')).toBeNull();
  });

  it('renders a real not-found page for an unknown path, keeping the shell', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/pages/cart', 'Cart'],
    ['/pages/checkout', 'Checkout'],
    ['/shop/grid/3', 'Shop'],
    ['/elements/buttons', 'Buttons'],
  ])('registers %s', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
