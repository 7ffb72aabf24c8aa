import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { useCartStore } from '@/stores/cartStore';
import { seedCart } from './cartFixtures';

afterEach(() => useCartStore.getState().empty());

describe('cart page', () => {
  it('shows the empty-cart state', async () => {
    renderRoute('/pages/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
  });

  it('lists lines with variant, prices and totals from commerce-core', async () => {
    seedCart({ slug: 'vitamin-c-brightening-serum' }, { slug: 'hyaluronic-acid-serum', qty: 2 });
    renderRoute('/pages/cart');
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    expect(
      within(lines).getByRole('link', { name: '10% Vitamin C Brightening Serum' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Item total (3 items)').nextSibling).toHaveTextContent(
      '₹1,597',
    );
    // GLOW10 (10% up to ₹150, autoApply) is applied by itself once the store data is in.
    expect(await within(summary).findByText('Coupon (GLOW10)')).toBeInTheDocument();
    const row = (label: string) => within(summary).getByText(label).nextSibling;
    expect(row('Coupon (GLOW10)')).toHaveTextContent('−₹150');
    expect(row('Shipping')).toHaveTextContent('Free');
    expect(row('Prepaid discount (when you pay online)')).toHaveTextContent('−₹72.35');
    // No payment method yet: the grand total is the online one; the COD total is beside it
    // (₹1,597 − ₹150 + ₹49 COD charges).
    expect(row('Grand total (paying online)')).toHaveTextContent('₹1,374.65');
    expect(row('With cash on delivery')).toHaveTextContent('₹1,496');
    // "You save" adds up: ₹100 + 2 × ₹100 off MRP, GLOW10, the prepaid discount, ₹50 shipping.
    expect(within(summary).getByText('You save ₹572.35 on this order')).toBeInTheDocument();
    expect(
      within(within(summary).getByRole('list', { name: 'What you save' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '₹300 off MRP',
      '+ ₹150 with GLOW10',
      '+ ₹72.35 prepaid discount',
      '+ ₹50 on shipping',
    ]);
    // Beside the way to checkout: the reassurance and the ways to pay the store takes.
    const checkout = screen.getByRole('button', { name: 'Proceed to checkout' }).parentElement!;
    expect(checkout).toHaveTextContent('Secure payment·Easy returns');
    expect(
      within(within(checkout).getByRole('list', { name: 'Ways to pay' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['UPI', 'Cards', 'Net banking', 'Cash on delivery']);
    // The phone's sticky bar shows the same grand total as the page, not the item total.
    const bar = await screen.findByRole('region', { name: 'Checkout bar' });
    expect(bar).toHaveTextContent(
      '3 items · Total, paying online₹1,374.65Cash on delivery: ₹1,496',
    );
  });
});
