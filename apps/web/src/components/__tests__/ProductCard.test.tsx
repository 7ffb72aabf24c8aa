import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductData } from '@/lib/schemas/product';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';
import { useWishlistStore } from '@/stores/wishlistStore';
import { renderInRouter } from '@/test/render';
import { ProductCard } from '../product-card/ProductCard';
import { productFixture, variantFixture } from './productFixture';

function renderCard(product: ProductData, blockInventory = 0) {
  const { router } = renderInRouter(
    <QueryClientProvider client={new QueryClient()}>
      <Routes>
        <Route
          path="/"
          element={<ProductCard product={product} blockInventory={blockInventory} />}
        />
        <Route path="/pages/wishlist" element={<h1>Wishlist page</h1>} />
      </Routes>
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeAll(() => {
  // Sonner captures the pointer on its toasts; jsdom has no pointer capture.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

afterEach(() => {
  toast.dismiss();
  useCartStore.getState().empty();
  useWishlistStore.getState().refresh();
  useModalStore.getState().closeAll();
});

describe('ProductCard', () => {
  it('shows the picture, the title link, the rating and the price with its discount', () => {
    renderCard(productFixture());
    const card = screen.getByRole('article', { name: 'Vitamin C Serum' });
    expect(within(card).getByRole('link', { name: 'Vitamin C Serum' })).toHaveAttribute(
      'href',
      '/products/vitamin-c-serum',
    );
    expect(within(card).getByRole('img', { name: 'Serum bottle' })).toHaveAttribute(
      'src',
      expect.stringContaining('fm=webp'),
    );
    expect(within(card).getByRole('img', { name: /Rated 4.5 out of 5, 24 ratings/ })).toBeVisible();
    expect(within(card).getByText('14% OFF')).toBeInTheDocument();
  });

  it('adds the product to the cart with its sellable variant', async () => {
    const product = productFixture({
      variants: [
        variantFixture({ id: 'v1', inventory: 0 }),
        variantFixture({ id: 'v2', price: 899 }),
      ],
    });
    const { user } = renderCard(product);
    await user.click(screen.getByRole('button', { name: 'Add to cart: Vitamin C Serum' }));
    expect(useCartStore.getState().data).toMatchObject([{ id: 'p1', variantId: 'v2', qty: 1 }]);
    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
  });

  it('stops at the maximum order quantity and says why', async () => {
    const { user } = renderCard(productFixture({ variants: [], maximumOrderQuantity: 2 }));
    const add = screen.getByRole('button', { name: 'Add to cart: Vitamin C Serum' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(useCartStore.getState().data).toMatchObject([{ id: 'p1', qty: 2 }]);
    expect(
      await screen.findByText('You can order at most 2 of this item, and your cart has them all.'),
    ).toBeInTheDocument();
  });

  it('disables adding when the stock left after BLOCK_INVENTORY is below the minimum', () => {
    renderCard(productFixture({ inventory: 2 }), 2);
    expect(screen.getByRole('button', { name: 'Out of stock: Vitamin C Serum' })).toBeDisabled();
  });

  it("says 'Added to wishlist.' with a View Wishlist button that opens the wishlist", async () => {
    const { user, router } = renderCard(productFixture());
    await user.click(screen.getByRole('button', { name: 'Add to wishlist: Vitamin C Serum' }));
    expect(await screen.findByText('Added to wishlist.')).toBeInTheDocument();
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual(['p1']);
    await user.click(screen.getByRole('button', { name: 'View Wishlist' }));
    expect(router.state.location.pathname).toBe('/pages/wishlist');
  });

  it('removes from the wishlist without a new toast', async () => {
    useWishlistStore.getState().toggle(productFixture());
    const { user } = renderCard(productFixture());
    await waitFor(() => expect(screen.queryByText('Added to wishlist.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove from wishlist: Vitamin C Serum' }));
    expect(useWishlistStore.getState().items).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Added to wishlist.')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Add to wishlist: Vitamin C Serum' }),
    ).toBeInTheDocument();
  });

  it('opens the quickview for its product', async () => {
    const { user } = renderCard(productFixture());
    await user.click(screen.getByRole('button', { name: 'Quick view: Vitamin C Serum' }));
    expect(useModalStore.getState()).toMatchObject({
      type: 'quickview',
      singleSlug: 'vitamin-c-serum',
    });
  });
});
