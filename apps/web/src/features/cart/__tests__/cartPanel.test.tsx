import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';
import { renderRoute } from '@/test/render';
import { seedCart } from './cartFixtures';

afterEach(() => {
  useCartStore.getState().empty();
  useModalStore.getState().closeAll();
});

// The panel is a lazily loaded chunk; its first load in jsdom compiles it, here, before any test
// waits for its dialog (on a busy machine that compile alone can outlast a wait).
beforeAll(() => import('@/features/cart/components/CartPanel'), 60_000);

describe('cart panel', () => {
  it('opens from the header cart button and leads to checkout', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum', qty: 2 });
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    const lines = within(panel).getByRole('list', { name: 'Items in your cart' });
    expect(
      within(lines).getByRole('group', { name: /Quantity of 10% Vitamin C/ }),
    ).toHaveTextContent('2');
    await user.click(within(panel).getByRole('button', { name: 'Proceed to checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/checkout'));
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).toBeNull();
  });

  it('opens with ?cart=1 and removes a line with its deal add-on', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    const { user } = renderRoute('/?cart=1');
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    const [deal] = await within(panel).findAllByRole('button', {
      name: /^Add .+ at the deal price$/,
    });
    await user.click(deal!);
    const lines = within(panel).getByRole('list', { name: 'Items in your cart' });
    expect(await within(lines).findByText('Limited-time deal')).toBeInTheDocument();
    expect(useCartStore.getState().data).toHaveLength(2);
    await user.click(
      within(lines).getByRole('button', { name: 'Remove 10% Vitamin C Brightening Serum' }),
    );
    expect(useCartStore.getState().data).toHaveLength(0);
    expect(within(panel).getByText('Your cart is empty')).toBeInTheDocument();
  });

  it('shows the free-shipping progress below the tier target', async () => {
    seedCart({ slug: 'rice-water-hydrating-cleanser' });
    renderRoute('/pages/cart');
    // ₹325 in the ₹0–₹498.99 tier: ₹174 more reaches the free tier from ₹499.
    expect(await screen.findByText('Add ₹174 more to get free shipping.')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Add ₹174 more to get free shipping.' }),
    ).toHaveAttribute('aria-valuenow', '65');
  });

  it('loads the first row of deal pictures at once on the cart page (its largest picture)', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    renderRoute('/pages/cart');
    const deals = await screen.findByRole('region', { name: 'Limited-time deals' });
    const pictures = within(deals).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(
      pictures.map((_, index) => (index < 2 ? 'eager' : 'lazy')),
    );
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.length).toBeGreaterThan(2);
  });
});
