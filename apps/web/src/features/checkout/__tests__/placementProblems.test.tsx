import { CART_NOTICES } from '@haat/commerce-core';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { resetMockState } from '@haat/mocks/node';
import { server } from '@/test/server';
import { confirmPhoneCode, findConfirmation, readyToPlace } from './checkoutHelpers';

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(async () => {
  useCartStore.getState().empty();
  // One code per phone every 30 s: each test starts from a fresh mock shop.
  await resetMockState();
});

interface CreateOrderVariables {
  input: { idempotencyKey: string };
}

describe('order placement problems (spec 8)', () => {
  it('ERROR: shows the failure, keeps cart and form, and the retry reuses the idempotency key', async () => {
    const keys: string[] = [];
    let failing = true;
    server.use(
      graphql.mutation<never, CreateOrderVariables>('CreateOrder', ({ variables }) => {
        keys.push(variables.input.idempotencyKey);
        if (failing) {
          return HttpResponse.json(
            { errors: [{ message: 'Internal Server Error' }] },
            { status: 500 },
          );
        }
        return undefined;
      }),
    );
    const ordersInMock = async () =>
      (
        await server.backend.storage.repos.orders.byPhone(
          '+919876543210',
          {},
          { offset: 0, limit: 100 },
        )
      ).total;
    const before = await ordersInMock();
    const { user } = await readyToPlace();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request failed with status code 500');
    expect(alert).toHaveTextContent('Your cart and details are kept. Please try again.');
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(useCartStore.getState().data).toHaveLength(2);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await confirmPhoneCode(user);
    expect(await findConfirmation()).toBeInTheDocument();
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThan(2);
    expect(await ordersInMock()).toBe(before + 1);
  }, 30_000);

  it('OUT_OF_STOCK: validates the cart with the inventory in the refusal and shows the notice', async () => {
    server.use(
      graphql.mutation('CreateOrder', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Some items are out of stock.',
              extensions: {
                code: 'OUT_OF_STOCK',
                inventoryDetails: [
                  {
                    recordKey: 'prd-hyaluronic-acid-serum',
                    productId: 'prd-hyaluronic-acid-serum',
                    variantId: null,
                    source: null,
                    inventory: 0,
                    isAvailable: true,
                    collections: ['serum'],
                    price: 499,
                    listingPrice: 599,
                    minimumOrderQuantity: 1,
                    maximumOrderQuantity: 5,
                  },
                ],
              },
            },
          ],
        }),
      ),
    );
    const { user } = await readyToPlace();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some items are out of stock.');
    expect(await screen.findByText(CART_NOTICES.ITEMS_REMOVED)).toBeInTheDocument();
    expect(useCartStore.getState().data.map((line) => line.id)).toEqual([
      'prd-vitamin-c-brightening-serum',
    ]);
  });

  it('INVALID_ADDRESS from the server lands on the fields', async () => {
    server.use(
      graphql.mutation('CreateOrder', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Please enter valid pincode',
              extensions: {
                code: 'INVALID_ADDRESS',
                fieldErrors: { pincode: 'Please enter valid pincode' },
              },
            },
          ],
        }),
      ),
    );
    const { user } = await readyToPlace();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const pin = screen.getByLabelText('Pin code');
    expect(await screen.findByText('Please enter valid pincode')).toBeInTheDocument();
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveFocus();
  });
});

describe('payment choice', () => {
  it('shows each total, the prepaid saving, the PPCOD split and the cashback to earn', async () => {
    // PPCOD is chosen: the CREDIT_PPCOD_ORDER rule gives 3% of ₹1,037.20.
    await readyToPlace(/Part pay online/);
    const group = screen.getByRole('group', { name: 'Payment method' });
    // ₹1,098 − GLOW10 ₹109.80: COD adds ₹49; prepaid takes 5% (₹49.41) off.
    expect(
      within(group).getByRole('radio', { name: 'Cash on delivery ₹1,037.20' }),
    ).toBeInTheDocument();
    expect(
      within(group).getByRole('radio', { name: /^Pay online.*₹938\.79$/ }),
    ).toHaveAccessibleDescription('You save ₹49.41 with online payment.');
    expect(
      within(group).getByRole('radio', { name: /^Part pay online.*₹1,037\.20$/ }),
    ).toHaveAccessibleDescription('Pay ₹99 online now and ₹938.20 in cash on delivery.');
    expect(
      screen.getByText('Sign in to earn ₹31.12 cashback in Haat Rewards on this order.'),
    ).toBeInTheDocument();
  });

  it('PPCOD: the "To pay" bar shows what is paid online now, as the option says', async () => {
    const { user } = await readyToPlace(/Part pay online/);
    const bar = () => screen.getByText(/^To pay/, { selector: 'span' }).closest('p');
    expect(bar()).toHaveTextContent('To pay online now₹99+ ₹938.20 on delivery');
    await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    expect(bar()).toHaveTextContent(/^To pay₹1,037\.20$/);
  });
});
