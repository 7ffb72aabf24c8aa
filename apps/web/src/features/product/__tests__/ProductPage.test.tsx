import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';
import { useWishlistStore } from '@/stores/wishlistStore';
import { stubIntersectionObserver } from '@/test/intersection';
import { renderRoute } from '@/test/render';

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
});

afterEach(() => {
  useCartStore.getState().empty();
  useWishlistStore.getState().refresh();
  useModalStore.getState().closeAll();
});

const openProduct = async (slug: string) => {
  const view = renderRoute(`/products/${slug}`);
  await screen.findByRole('heading', { level: 1 });
  return view;
};

describe('product page', () => {
  it('shows the title, rating, price with Save and % OFF, and the first variant', async () => {
    await openProduct('vitamin-c-brightening-serum');
    expect(
      screen.getByRole('heading', { level: 1, name: '10% Vitamin C Brightening Serum' }),
    ).toBeVisible();
    expect(
      screen.getAllByRole('img', { name: /Rated 4.\d out of 5, 24 ratings/ }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('Save ₹100')).toBeInTheDocument();
    expect(screen.getByText('14% OFF')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 ml' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Single' })).toBeChecked();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('loads the first picture at once, the others once the shopper moves the gallery', async () => {
    const { user } = await openProduct('vitamin-c-brightening-serum');
    const gallery = screen.getByRole('region', {
      name: '10% Vitamin C Brightening Serum pictures',
    });
    const slides = within(gallery)
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-roledescription') === 'slide');
    const loading = () => slides.filter((slide) => slide.querySelector('img[srcset]')).length;
    expect(slides).toHaveLength(5);
    expect(loading()).toBe(1);
    // A slide waiting for its picture keeps its place and its name.
    expect(within(slides[1]!).getByRole('img')).toHaveAccessibleName();
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(loading()).toBe(5);
  });

  it('re-selects the later group so an existing variant matches (spec 4)', async () => {
    const { user } = await openProduct('invisible-sunscreen-gel-spf50');
    await user.click(screen.getByRole('radio', { name: 'Pack of 2' }));
    expect(screen.getByText('Save ₹299')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '100 ml' }));
    expect(screen.getByRole('radio', { name: '100 ml' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Single' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pack of 2' })).toBeDisabled();
    expect(screen.getByText('Save ₹150')).toBeInTheDocument();
  });

  it('disables an option no enabled variant offers', async () => {
    await openProduct('amla-brahmi-hair-oil');
    expect(screen.getByRole('radio', { name: '100 ml' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '200 ml' })).toBeChecked();
  });

  it('says out of stock for a variant without stock and disables buying it', async () => {
    const { user } = await openProduct('vitamin-c-brightening-serum');
    await user.click(screen.getByRole('radio', { name: '50 ml' }));
    const pack = screen.getByRole('radio', { name: /^Pack of 2/ });
    expect(pack).toHaveAccessibleName('Pack of 2 (out of stock)');
    await user.click(pack);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('adds the chosen variant and quantity to the cart', async () => {
    const { user } = await openProduct('vitamin-c-brightening-serum');
    await user.click(screen.getByRole('radio', { name: '50 ml' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().data).toMatchObject([
      {
        slug: 'vitamin-c-brightening-serum',
        variantId: 'var-vitamin-c-brightening-serum-3',
        qty: 2,
        price: 899,
      },
    ]);
  });

  it('keeps price and Add to cart in a bar while the buy buttons are off screen', async () => {
    const viewport = stubIntersectionObserver();
    const { user } = await openProduct('vitamin-c-brightening-serum');
    const title = '10% Vitamin C Brightening Serum';
    expect(screen.queryByRole('region', { name: `Buy ${title}` })).toBeNull();

    viewport.passBy();
    const bar = screen.getByRole('region', { name: `Buy ${title}` });
    expect(bar).toHaveTextContent('Price ₹599MRP ₹69914% OFF');
    await user.click(screen.getByRole('radio', { name: '50 ml' }));
    expect(bar).toHaveTextContent('Price ₹899');
    await user.click(within(bar).getByRole('button', { name: `Add to cart: ${title}` }));
    expect(useCartStore.getState().data).toMatchObject([
      { variantId: 'var-vitamin-c-brightening-serum-3', qty: 1, price: 899 },
    ]);

    viewport.enter();
    expect(screen.queryByRole('region', { name: `Buy ${title}` })).toBeNull();
  });

  it('buys now: adds, then goes to checkout', async () => {
    const { user, router } = await openProduct('vitamin-c-brightening-serum');
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(useCartStore.getState().data).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/checkout'));
  });

  it("shows 'Added to wishlist.' with View Wishlist when wishlisting", async () => {
    const { user } = await openProduct('vitamin-c-brightening-serum');
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Added to wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Wishlist' })).toBeInTheDocument();
  });

  it('lists PDP-featured coupons, FAQs, linked products and reviews with rating buckets', async () => {
    await openProduct('vitamin-c-brightening-serum');
    expect(await screen.findByRole('heading', { name: 'Offers for you' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    const reviews = await screen.findByRole('region', { name: 'Ratings & reviews' });
    expect(await within(reviews).findByText('24 reviews')).toBeInTheDocument();
    expect(within(reviews).getByRole('list', { name: 'Ratings breakdown' }).children).toHaveLength(
      5,
    );
    expect(within(reviews).getByText('Page 1 of 5')).toBeInTheDocument();
  });

  it('loads the reviews and linked products as the shopper nears them; the rating link finds them', async () => {
    const viewport = stubIntersectionObserver();
    await openProduct('vitamin-c-brightening-serum');
    const reviews = screen.getByRole('region', { name: 'Ratings & reviews' });
    expect(reviews).toHaveAttribute('id', 'reviews');
    expect(screen.getByRole('link', { name: /4\.5/ })).toHaveAttribute('href', '#reviews');
    expect(within(reviews).getByRole('status')).toHaveTextContent('Loading reviews…');
    const linked = screen.getByRole('region', { name: 'Pairs well with' });
    expect(within(linked).queryAllByRole('article')).toEqual([]);

    viewport.enter();
    expect(
      await within(screen.getByRole('region', { name: 'Ratings & reviews' })).findByText(
        '24 reviews',
      ),
    ).toBeInTheDocument();
    expect(
      (
        await within(screen.getByRole('region', { name: 'Pairs well with' })).findAllByRole(
          'article',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('asks a signed-out shopper to sign in before writing a review', async () => {
    const { user } = await openProduct('vitamin-c-brightening-serum');
    await user.click(await screen.findByRole('button', { name: 'Sign in to write a review' }));
    expect(useModalStore.getState().type).toBe('passwordless');
  });

  it('emits schema.org Product JSON-LD with the price in INR', async () => {
    await openProduct('vitamin-c-brightening-serum');
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Product', name: '10% Vitamin C Brightening Serum' });
    expect(data['offers']).toContainEqual(
      expect.objectContaining({
        priceCurrency: 'INR',
        price: '599.00',
        availability: 'https://schema.org/InStock',
      }),
    );
    expect(data['aggregateRating']).toMatchObject({ reviewCount: 24 });
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderRoute('/products/no-such-product');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
