import { ADDRESS_MESSAGES, ORDER_START_MESSAGES } from '@haat/commerce-core';
import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { server } from '@/test/server';
import { BENGALURU_ADDRESS, fillAddress, openCheckout, readyToPlace } from './checkoutHelpers';

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(() => useCartStore.getState().empty());

const field = (label: string) =>
  within(screen.getByRole('region', { name: 'Delivery address' })).getByLabelText(label);

describe('checkout address check (spec 5)', () => {
  it('puts every message on its field and keeps the cart', async () => {
    const { user } = await openCheckout();
    await user.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText(ADDRESS_MESSAGES.FIRSTNAME_REQUIRED)).toBeInTheDocument();
    expect(field('First name')).toHaveAccessibleDescription(ADDRESS_MESSAGES.FIRSTNAME_REQUIRED);
    expect(field('Phone number')).toHaveAccessibleDescription(ADDRESS_MESSAGES.INVALID_PHONE);
    expect(field('Pin code')).toHaveAccessibleDescription(
      expect.stringContaining(ADDRESS_MESSAGES.INVALID_PINCODE) as string,
    );
    expect(field('Address (house no., building, street)')).toHaveAccessibleDescription(
      ADDRESS_MESSAGES.ADDRESS_REQUIRED,
    );
    expect(field('City')).toHaveAccessibleDescription(ADDRESS_MESSAGES.CITY_REQUIRED);
    expect(field('First name')).toHaveFocus();
    expect(useCartStore.getState().data).toHaveLength(2);
  });

  it('still puts the spec message on the pin code when the pin code check answers late', async () => {
    const { user } = await readyToPlace(/Cash on delivery/);
    // A COD-less pin code whose check is still on its way when "Place order" is pressed.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('GetZipCode', async () => {
        await answered;
        return undefined;
      }),
    );
    await fillAddress(user, { pinCode: '744101', city: 'Port Blair' });
    expect(screen.getByText('Checking delivery to this pin code…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    answer();
    expect(
      await screen.findByText(ADDRESS_MESSAGES.COD_NOT_AVAILABLE, { selector: 'p[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(field('Pin code')).toHaveAccessibleDescription(
      expect.stringContaining(ADDRESS_MESSAGES.COD_NOT_AVAILABLE) as string,
    );
    // Now that the pin code is known, cash on delivery cannot be chosen.
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeDisabled();
  });

  it('shows the server refusing a method at the pin code on that field', async () => {
    server.use(
      graphql.mutation('CreateOrder', () =>
        HttpResponse.json({
          errors: [
            {
              message: ADDRESS_MESSAGES.COD_NOT_AVAILABLE,
              extensions: {
                code: 'INVALID_ADDRESS',
                fieldErrors: { pincode: ADDRESS_MESSAGES.COD_NOT_AVAILABLE },
              },
            },
          ],
        }),
      ),
    );
    const { user } = await readyToPlace(/Cash on delivery/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText(ADDRESS_MESSAGES.COD_NOT_AVAILABLE, { selector: 'p[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(field('Pin code')).toHaveFocus();
  });

  it('refuses to place an order without a payment method', async () => {
    const { user } = await openCheckout();
    await fillAddress(user, { ...BENGALURU_ADDRESS, city: 'Bengaluru' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('Please choose a payment method.', { selector: '#payment-error' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment method' })).toHaveFocus();
  });

  it("answers NOT_READY with 'Try again in sometime...' before the store data is in", async () => {
    const { user } = await readyToPlace(/Cash on delivery/);
    // In act: the form reads the flag deferred (useStoreReady), so the press must come after
    // React has rendered the flag's new value, not race it.
    await act(async () => {
      useSystemStore.setState({ ready: false });
      await Promise.resolve();
    });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ORDER_START_MESSAGES.NOT_READY);
  });
});

/** The sample shop's COD-only coupon: ₹50 off COD orders of ₹599 and above. */
const COD50 = {
  id: 'cpn-cod50',
  code: 'COD50',
  couponType: 'FIXED' as const,
  getYAmount: 50,
  maxDiscount: 50,
  minOrderValue: 599,
  paymentMethod: 'COD' as const,
};

describe('a payment choice that cannot be used says why, in the words the API uses', () => {
  it('online payment with a COD-only coupon', async () => {
    useCartStore.getState().applyCoupon(COD50);
    await openCheckout();
    const online = await screen.findByRole('radio', { name: /Pay online/ });
    expect(online).toBeDisabled();
    expect(online).toHaveAccessibleDescription('Coupon COD50 is applicable on COD only.');
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeEnabled();
  });
});
