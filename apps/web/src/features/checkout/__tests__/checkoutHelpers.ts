import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { seedCart } from '@/features/cart/__tests__/cartFixtures';
import { renderRoute } from '@/test/render';

export interface AddressInput {
  firstName?: string;
  phone?: string;
  pinCode?: string;
  address?: string;
  city?: string;
}

/** Types an address into the checkout form as a shopper would. */
export async function fillAddress(user: UserEvent, address: AddressInput) {
  const form = screen.getByRole('region', { name: 'Delivery address' });
  const type = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const field = within(form).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  };
  await type('First name', address.firstName);
  await type('Phone number', address.phone);
  await type('Pin code', address.pinCode);
  await type('Address (house no., building, street)', address.address);
  await type('City', address.city);
}

/**
 * Two serums (₹599 + ₹499, GLOW10: ₹938.79 online, ₹1,037.20 cash on delivery) in the cart and
 * the checkout open at its address form.
 */
export async function openCheckout() {
  seedCart({ slug: 'vitamin-c-brightening-serum' }, { slug: 'hyaluronic-acid-serum' });
  const view = renderRoute('/pages/checkout');
  await screen.findByRole('heading', { name: 'Delivery address' });
  return view;
}

/** A shopper's Bengaluru address, as typed (the city comes from the pin code). */
export const BENGALURU_ADDRESS = {
  firstName: 'Asha',
  phone: '9876543210',
  pinCode: '560001',
  address: '12 MG Road',
} as const satisfies AddressInput;

/**
 * The checkout open (see {@link openCheckout}) with the Bengaluru address typed, its city filled
 * in from the pin code, and the payment method chosen.
 */
export async function readyToPlace(paymentLabel: RegExp = /Cash on delivery/) {
  const view = await openCheckout();
  await fillAddress(view.user, BENGALURU_ADDRESS);
  await screen.findByText(/Delivery available to Bengaluru/);
  expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
  await view.user.click(screen.getByRole('radio', { name: paymentLabel }));
  return view;
}

/** The mock's one-time code (VITE_FIXED_OTP). */
export const TEST_CODE = '123456';

/**
 * The checkout's code step for a guest's cash-on-delivery order, as a shopper completes it: the
 * step appears (its field in focus), the code is typed and verified.
 */
export async function confirmPhoneCode(user: UserEvent, code = TEST_CODE) {
  const step = await screen.findByRole('region', { name: 'Confirm your phone number' });
  const field = within(step).getByLabelText('6-digit code');
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, code);
  await user.click(within(step).getByRole('button', { name: 'Verify and place order' }));
  return step;
}

/** The confirmation page's heading, once the order is confirmed (polling takes a few seconds). */
export const findConfirmation = () =>
  screen.findByRole('heading', { name: 'Thank you! Your order is confirmed' }, { timeout: 8000 });
