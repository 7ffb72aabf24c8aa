import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

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
