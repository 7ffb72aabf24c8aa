import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCart } from '@/features/cart/__tests__/cartFixtures';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { fillAddress } from './checkoutHelpers';
import { installFakeRazorpay } from './fakeRazorpay';

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(() => {
  useCartStore.getState().empty();
  vi.unstubAllGlobals();
});

const ordersInMock = () => server.backend.state.orders.values();

async function checkoutWith(paymentLabel: RegExp) {
  seedCart({ slug: 'vitamin-c-brightening-serum' }, { slug: 'hyaluronic-acid-serum' });
  const view = renderRoute('/pages/checkout');
  await screen.findByRole('heading', { name: 'Delivery address' });
  await fillAddress(view.user, {
    firstName: 'Asha',
    phone: '9876543210',
    pinCode: '560001',
    address: '12 MG Road',
  });
  await screen.findByText(/Delivery available to Bengaluru/);
  expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
  await view.user.click(screen.getByRole('radio', { name: paymentLabel }));
  return view;
}

describe('placing an order', () => {
  it('COD: creates the order once, polls until CONFIRMED, then empties the cart', async () => {
    const before = ordersInMock().length;
    const { user, router } = await checkoutWith(/Cash on delivery/);
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.click(place);
    await user.click(place);
    expect(await screen.findByText(/Confirming your order HAAT-/)).toBeInTheDocument();
    expect(useCartStore.getState().data).toHaveLength(2);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Thank you! Your order is confirmed' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/order\//);
    expect(screen.getByText('Confirmed')).toHaveAttribute('data-status', 'CONFIRMED');
    expect(useCartStore.getState().data).toHaveLength(0);
    expect(ordersInMock().length).toBe(before + 1);
  }, 15_000);

  it('prepaid: a failed payment keeps the order and the cart; a retry pays the same order', async () => {
    const before = ordersInMock().length;
    const razorpay = installFakeRazorpay('fail', 'pay');
    const { user } = await checkoutWith(/Pay online/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card declined by the bank.');
    expect(alert).toHaveTextContent(/Your order HAAT-\d+ is saved and your cart is unchanged/);
    expect(useCartStore.getState().data).toHaveLength(2);

    await user.click(within(alert).getByRole('button', { name: 'Retry payment' }));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Thank you! Your order is confirmed' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(razorpay.opened).toHaveLength(2);
    expect(razorpay.opened[0]?.amount).toBe(razorpay.opened[1]?.amount);
    expect(ordersInMock().length).toBe(before + 1);
    expect(useCartStore.getState().data).toHaveLength(0);
  }, 15_000);
});
