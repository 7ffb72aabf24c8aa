import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCart } from '@/features/cart/__tests__/cartFixtures';
import { startThirdParties } from '@/lib/third-party/thirdParties';
import { useCartStore } from '@/stores/cartStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { useCouponSessionStore } from '../store/couponSessionStore';

afterEach(() => {
  useCartStore.getState().empty();
  useCouponSessionStore.setState({ external: [], autoAppliedCode: null, removedCodes: [] });
});

/** The whole offer list: "View all offers" opened first, as a shopper looking for one would. */
const offers = async () => {
  const toggle = await screen.findByRole('button', { name: /^View all offers/ });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  return screen.findByRole('list', { name: 'Available coupons' });
};
const offer = async (code: string) => {
  const list = await offers();
  const entry = within(list).getByText(code, { selector: 'p' }).closest('li');
  if (!entry) throw new Error(`no offer ${code}`);
  return entry;
};
const applied = () => useCartStore.getState().coupon?.code ?? null;

describe('offer explainer', () => {
  it('shows the best two offers first and the rest behind "View all offers"', async () => {
    // ₹1,098 with GLOW10 applied (its own box): the two largest other savings come first.
    seedCart({ slug: 'vitamin-c-brightening-serum' }, { slug: 'hyaluronic-acid-serum' });
    const { user } = renderRoute('/pages/cart');
    await waitFor(() => expect(applied()).toBe('GLOW10'));
    const list = await screen.findByRole('list', { name: 'Available coupons' });
    const codes = () =>
      within(screen.getByRole('list', { name: 'Available coupons' }))
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByText(/^[A-Z0-9]+$/, { selector: 'p' })[0]?.textContent);
    expect(codes()).toEqual(['FREEFACEWASH', 'PREPAID12']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Saves ₹249 on this cart');
    // The shop's advertised coupons (featured or nudge): creator and first-order codes are not listed.
    const toggle = screen.getByRole('button', { name: 'View all offers (9)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(codes()).toHaveLength(9);
    expect(codes().slice(0, 2)).toEqual(['FREEFACEWASH', 'PREPAID12']);
    expect(codes()).toContain('GLOW10');
    expect(codes()).not.toContain('RIYA15');
    expect(codes()).not.toContain('WELCOME5');
  });

  it('lists every advertised coupon with its wording, its saving or the exact reason it does not apply', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    renderRoute('/pages/cart');
    // ₹599 in the cart.
    expect(await offer('FLAT100')).toHaveTextContent(
      'Add product worth ₹400 more to the cart to avail this offer',
    );
    expect(await offer('B2G1')).toHaveTextContent(
      'Add 2 more items to the cart to avail this offer',
    );
    expect(await offer('COD50')).toHaveTextContent(/Applicable on COD\./);
    expect(await offer('PREPAID12')).toHaveTextContent(/Applicable on online payment\./);
    expect(await offer('GLOW10')).toHaveTextContent(
      '10% off from total up to ₹150 on orders above ₹499. Applicable on both COD and online payment.',
    );
    expect(
      within(await offer('FLAT100')).queryByRole('button', { name: 'Apply FLAT100' }),
    ).toBeNull();
  });

  it('auto-applies the largest saving, re-chooses as the cart grows, and a removed coupon stays removed', async () => {
    // 2 × ₹325 + ₹349 = ₹999: FLAT100 saves ₹100, GLOW10 ₹99.90.
    seedCart(
      { slug: 'rice-water-hydrating-cleanser', qty: 2 },
      { slug: 'onion-anti-hairfall-shampoo' },
    );
    const { user } = renderRoute('/pages/cart');
    await waitFor(() => expect(applied()).toBe('FLAT100'));
    expect(within(await offer('FLAT100')).getByText('Applied')).toBeInTheDocument();

    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    const cleanser = within(lines).getByRole('group', { name: /Quantity of Rice Water/ });
    await user.click(within(cleanser).getByRole('button', { name: 'Increase quantity' }));
    // ₹1,324: GLOW10 now saves ₹132.40.
    await waitFor(() => expect(applied()).toBe('GLOW10'));

    // Only GLOW10 stays removed: FLAT100, the other allowed autoApply coupon, takes its place.
    await user.click(screen.getByRole('button', { name: 'Remove coupon GLOW10' }));
    expect(
      await screen.findByRole('button', { name: 'Remove coupon FLAT100' }),
    ).toBeInTheDocument();
    expect(within(await offer('FLAT100')).getByText('Applied')).toBeInTheDocument();
    expect(within(await offer('GLOW10')).queryByText('Applied')).toBeNull();

    // ₹1,649: GLOW10 would save ₹150, more than FLAT100, but the shopper removed it.
    await user.click(within(cleanser).getByRole('button', { name: 'Increase quantity' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(applied()).toBe('FLAT100');

    // Removing FLAT100 too leaves no coupon: both stay removed.
    await user.click(screen.getByRole('button', { name: 'Remove coupon FLAT100' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(applied()).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove coupon/ })).toBeNull();
  });

  it("keeps the shopper's own choice when a larger saving exists", async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' }, { slug: 'hyaluronic-acid-serum' });
    const { user } = renderRoute('/pages/cart');
    await waitFor(() => expect(applied()).toBe('GLOW10'));
    await user.click(within(await offer('FLAT100')).getByRole('button', { name: 'Apply FLAT100' }));
    expect(applied()).toBe('FLAT100');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(applied()).toBe('FLAT100');
  });
});

describe('apply by code', () => {
  it('applies a creator code, which is never listed, by its code', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    const { user } = renderRoute('/pages/cart');
    await user.type(await screen.findByLabelText('Coupon code'), 'riya15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon RIYA15 applied.')).toBeInTheDocument();
    expect(await offer('RIYA15')).toHaveTextContent('Saves ₹89.85 on this cart');
  });

  it('applies a code that qualifies', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    const { user } = renderRoute('/pages/cart');
    await user.type(await screen.findByLabelText('Coupon code'), 'welcome5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME5 applied.')).toBeInTheDocument();
    expect(applied()).toBe('WELCOME5');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Coupon (WELCOME5)').nextSibling).toHaveTextContent('−₹29.95');
  });

  it("answers 'Invalid Coupon' for an expired code", async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    const { user } = renderRoute('/pages/cart');
    const field = await screen.findByLabelText('Coupon code');
    await user.type(field, 'DIWALI20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Invalid Coupon')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Invalid Coupon');
  });

  it('puts a code that does not qualify yet on top of the list with its reason', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    const { user } = renderRoute('/pages/cart');
    await user.type(await screen.findByLabelText('Coupon code'), 'HAIRCARE15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const message = 'Add product worth ₹399 more to the cart to avail this offer';
    expect(await screen.findByText(message, { selector: '[role="status"]' })).toBeInTheDocument();
    const first = within(await offers()).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('HAIRCARE15');
    expect(first).toHaveTextContent(message);
    expect(useCouponSessionStore.getState().external[0]).toMatchObject({
      code: 'HAIRCARE15',
      autoApply: true,
      priority: 0,
      isExternal: true,
    });
  });

  // buyXQuantity 0 reads as 1 (issue 21): a coupon needs one unit from its list, and asks for it.
  it('asks for an item the coupon applies to when nothing in the cart matches', async () => {
    server.use(
      graphql.query('GetCouponRule', () =>
        HttpResponse.json({
          data: {
            getCouponRule: {
              id: 'cpn-kids',
              code: 'KIDS10',
              couponType: 'PERCENTAGE',
              getYPercentage: 10,
              buyXQuantity: 0,
              getYProducts: [],
              getYStoreProducts: [],
              applicableProducts: ['prd-kids-gentle-sunscreen-spf50'],
              applicableCollections: [],
            },
          },
        }),
      ),
    );
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    const { user } = renderRoute('/pages/cart');
    await user.type(await screen.findByLabelText('Coupon code'), 'KIDS10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Add 1 more items to the cart to avail this offer', {
        selector: '[role="status"]',
      }),
    ).toBeInTheDocument();
  });
});

describe('stored coupon (?couponCode=)', () => {
  it('applies it as soon as the cart qualifies, within 24 hours', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    useCartStore.getState().storeCoupon('FLAT100');
    const { user } = renderRoute('/pages/cart');
    expect(await offer('FLAT100')).toHaveTextContent('Add product worth ₹400 more');
    expect(applied()).not.toBe('FLAT100');
    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    await user.click(
      within(within(lines).getByRole('group', { name: /Quantity of 10% Vitamin C/ })).getByRole(
        'button',
        {
          name: 'Increase quantity',
        },
      ),
    );
    await waitFor(() => expect(applied()).toBe('FLAT100'));
    expect(useCartStore.getState().storedCouponCode).toBeNull();
  });
});

describe('promo popup coupon (spec 5)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    useCartStore.getState().clearStoredCoupon();
  });

  /** The cart page with ₹599 in the cart, its coupon rules running (GLOW10 auto-applied). */
  async function cartWithPopup() {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    const view = renderRoute('/pages/cart');
    await waitFor(() => expect(applied()).toBe('GLOW10'));
    stop = startThirdParties();
    return view;
  }

  it('applies the coupon the popup hands over at once when the cart allows it', async () => {
    const { user } = await cartWithPopup();
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon WELCOME5 applied.')).toBeInTheDocument();

    window.haatPromoCoupon?.('RIYA15');
    expect(await screen.findByText('Your coupon has been availed')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Coupon (RIYA15)')).toBeInTheDocument();
    expect(within(summary).getByText('Coupon (RIYA15)').nextSibling).toHaveTextContent('−₹89.85');
    expect(useCartStore.getState().storedCouponCode).toBeNull();
  });

  it('keeps a coupon the cart does not allow yet and applies it once the cart qualifies', async () => {
    const { user } = await cartWithPopup();
    window.haatPromoCoupon?.('FLAT100');
    expect(await screen.findByText('Your coupon has been availed')).toBeInTheDocument();
    expect(await offer('FLAT100')).toHaveTextContent('Add product worth ₹400 more');
    await waitFor(() => expect(useCartStore.getState().storedCouponCode).toBe('FLAT100'));
    expect(applied()).toBe('GLOW10');

    const lines = screen.getByRole('list', { name: 'Items in your cart' });
    const serum = within(lines).getByRole('group', { name: /Quantity of 10% Vitamin C/ });
    await user.click(within(serum).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(applied()).toBe('FLAT100'));
    expect(screen.getByRole('button', { name: 'Remove coupon FLAT100' })).toBeInTheDocument();
  });
});
