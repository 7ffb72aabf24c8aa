import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { resetMockState } from '@haat/mocks/node';
import { server } from '@/test/server';
import { PAYMENT_DISMISSED_MESSAGE } from '../hooks/usePlaceOrder';
import { confirmPhoneCode, findConfirmation, readyToPlace } from './checkoutHelpers';
import { installFakeRazorpay } from './fakeRazorpay';

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(async () => {
  // One code per phone every 30 s: each test starts from a fresh mock shop.
  await resetMockState();
  useCartStore.getState().empty();
  vi.unstubAllGlobals();
});

/** How many orders the mock holds for the checkout helpers' phone. */
const ordersInMock = async () =>
  (
    await server.backend.storage.repos.orders.byPhone(
      '+919876543210',
      {},
      { offset: 0, limit: 100 },
    )
  ).total;

describe('placing an order', () => {
  it('COD: creates the order once, after the phone code, confirmed when placed, then empties the cart', async () => {
    const before = await ordersInMock();
    const { user, router } = await readyToPlace(/Cash on delivery/);
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.click(place);
    await user.click(place);
    await confirmPhoneCode(user);
    expect(await findConfirmation()).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/order\//);
    expect(screen.getByText('Confirmed')).toHaveAttribute('data-status', 'CONFIRMED');
    expect(useCartStore.getState().data).toHaveLength(0);
    expect(await ordersInMock()).toBe(before + 1);
  }, 30_000);

  it('prepaid: a failed payment keeps the order and the cart; a retry pays the same order', async () => {
    const before = await ordersInMock();
    const razorpay = installFakeRazorpay('fail', 'pay');
    const { user } = await readyToPlace(/Pay online/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Card declined by the bank.');
    expect(alert).toHaveTextContent(/Your order HAAT-\d+ is saved and your cart is unchanged/);
    expect(useCartStore.getState().data).toHaveLength(2);
    // The message takes focus, so the next Tab is its Retry button.
    await waitFor(() => expect(alert).toHaveFocus());
    await user.tab();
    expect(within(alert).getByRole('button', { name: 'Retry payment' })).toHaveFocus();

    await user.click(within(alert).getByRole('button', { name: 'Retry payment' }));
    expect(await findConfirmation()).toBeInTheDocument();
    expect(razorpay.opened).toHaveLength(2);
    expect(razorpay.opened[0]?.amount).toBe(razorpay.opened[1]?.amount);
    expect(await ordersInMock()).toBe(before + 1);
    expect(useCartStore.getState().data).toHaveLength(0);
  }, 15_000);

  it('prepaid: a dismissed payment says so in focus; "Change payment method" goes to the choice', async () => {
    installFakeRazorpay('dismiss');
    const { user } = await readyToPlace(/Pay online/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert', { name: 'Payment not completed' });
    expect(alert).toHaveTextContent(PAYMENT_DISMISSED_MESSAGE);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(alert).getByRole('button', { name: 'Retry payment' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Change payment method' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveFocus();
  });

  it('prepaid: a failed payment closes the payment window, so a retry charges the shopper once', async () => {
    const razorpay = installFakeRazorpay('fail-then-pay', 'pay');
    const { user } = await readyToPlace(/Pay online/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment not completed');
    expect(alert).toHaveTextContent('Card declined by the bank.');
    // No paying again inside the failed window: it is closed.
    await waitFor(() => expect(razorpay.openWindows()).toBe(0));
    expect(razorpay.payments).toEqual([]);

    await user.click(within(alert).getByRole('button', { name: 'Retry payment' }));
    expect(await findConfirmation()).toBeInTheDocument();
    expect(razorpay.payments).toEqual([expect.stringMatching(/^pay_/)]);
  }, 15_000);
});
