import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useWishlistStore } from '@/stores/wishlistStore';
import { renderRoute } from '@/test/render';

// jsdom has no pointer capture; the toast's swipe handling asks for it on press.
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(() => {
  useWishlistStore.getState().refresh();
  useCartStore.getState().empty();
});

/** Hearts the first `count` in-stock products of the shop; resolves with their titles. */
async function heartProducts(user: UserEvent, count: number) {
  const cards = (await screen.findAllByRole('article')).filter(
    (card) =>
      within(card).queryByRole('button', { name: /^Add to cart/ }) !== null &&
      !within(card)
        .getByRole('button', { name: /^Add to cart|^Out of stock/ })
        .hasAttribute('disabled'),
  );
  const titles: string[] = [];
  for (const card of cards.slice(0, count)) {
    const heart = within(card).getByRole('button', { name: /^Add to wishlist: / });
    titles.push(heart.getAttribute('aria-label')!.replace('Add to wishlist: ', ''));
    await user.click(heart);
  }
  return titles;
}

describe('wishlist page', () => {
  it('shows an empty wishlist with a way back to the shop', async () => {
    renderRoute('/pages/wishlist');
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/shop');
  });

  it('lists hearted products; remove takes one, the heart keeps the spec quirk', async () => {
    const { user, router } = renderRoute('/shop');
    const [first, second, third] = await heartProducts(user, 3);
    const toasts = await screen.findAllByText('Added to wishlist.');
    expect(toasts.length).toBeGreaterThan(0);
    await user.click(screen.getAllByRole('button', { name: 'View Wishlist' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wishlist'));

    const list = await screen.findByRole('list', { name: 'Wishlist' });
    const names = () =>
      within(list)
        .getAllByRole('article')
        .map((card) => card.textContent ?? '');
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('3 products saved')).toBeInTheDocument();

    // Remove by id takes only that product.
    await user.click(within(list).getByRole('button', { name: `Remove: ${second}` }));
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(names().join()).toContain(first!);
    expect(names().join()).toContain(third!);

    // The heart on the first product removes it and everything after it (spec 4, kept).
    await user.click(within(list).getByRole('button', { name: `Remove from wishlist: ${first}` }));
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
  });

  it('moves a product to the cart', async () => {
    const { user } = renderRoute('/shop');
    const [first, second] = await heartProducts(user, 2);
    await user.click(screen.getAllByRole('button', { name: 'View Wishlist' })[0]!);
    const list = await screen.findByRole('list', { name: 'Wishlist' });
    // One add action per card: "Move to cart", never "Add to cart" beside it.
    for (const card of within(list).getAllByRole('article')) {
      expect(within(card).getAllByRole('button', { name: /^(Move|Add) to cart/ })).toHaveLength(1);
    }
    expect(within(list).queryByRole('button', { name: /^Add to cart/ })).toBeNull();
    await user.click(within(list).getByRole('button', { name: `Move to cart: ${first}` }));
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(
      within(list).getByRole('button', { name: `Move to cart: ${second}` }),
    ).toBeInTheDocument();
    expect(useCartStore.getState().data.map((line) => line.title)).toEqual([first]);
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /^Cart, 1 item/ }),
    ).toBeInTheDocument();
  });
});
