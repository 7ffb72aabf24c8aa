import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { seedCart } from '@/features/cart/__tests__/cartFixtures';
import { useCartStore } from '@/stores/cartStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { useCouponSessionStore } from '../store/couponSessionStore';

afterEach(() => {
  useCartStore.getState().empty();
  useCouponSessionStore.setState({ external: [], autoAppliedCode: null, autoApplyOff: false });
});

const offers = () => screen.findByRole('list', { name: 'Available coupons' });
const offer = async (code: string) => {
  const list = await offers();
  const entry = within(list).getByText(code, { selector: 'p' }).closest('li');
  if (!entry) throw new Error(`no offer ${code}`);
  return entry;
};
const applied = () => useCartStore.getState().coupon?.code ?? null;

describe('offer explainer', () => {
  it('lists every coupon with its wording, its saving or the exact reason it does not apply', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    renderRoute('/pages/cart');
    // ₹599 in the cart.
    expect(await offer('FLAT100')).toHaveTextContent(
      'Add product worth ₹400 more to the cart to avail this offer',
    );
    expect(await offer('B2G1')).toHaveTextContent(
      'Add 2 more items to the cart to avail this offer',
    );
    expect(await offer('RIYA15')).toHaveTextContent('Saves ₹89.85 on this cart');
    expect(await offer('COD50')).toHaveTextContent(/Applicable on COD\./);
    expect(await offer('PREPAID12')).toHaveTextContent(/Applicable on online payment\./);
    expect(await offer('GLOW10')).toHaveTextContent(
      '10% off from total up to ₹150 on orders above ₹499. Applicable on both COD and online payment.',
    );
    expect(
      within(await offer('FLAT100')).queryByRole('button', { name: 'Apply FLAT100' }),
    ).toBeNull();
  });

  it('auto-applies the largest saving, re-chooses as the cart grows, and a removal sticks', async () => {
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

    await user.click(screen.getByRole('button', { name: 'Remove coupon GLOW10' }));
    expect(applied()).toBeNull();
    await user.click(within(cleanser).getByRole('button', { name: 'Increase quantity' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(applied()).toBeNull();
    expect(useCouponSessionStore.getState().autoApplyOff).toBe(true);
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

  it("says 'Not applicable on the products in the cart.' when nothing matches", async () => {
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
      await screen.findByText('Not applicable on the products in the cart.', {
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
