import { ADDRESS_MESSAGES } from '@haat/commerce-core';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { fillAddress, openCheckout } from './checkoutHelpers';

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(() => useCartStore.getState().empty());

const option = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Payment method' })).getByRole('radio', { name });

describe('payment options follow the pin code and the cart (issue 15)', () => {
  it('before a method is chosen, says the total is the online one and gives the COD total', async () => {
    await openCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('Grand total (paying online)')).toBeInTheDocument();
    expect(within(summary).getByText('With cash on delivery').nextSibling).toHaveTextContent(
      '₹1,037.20',
    );
    expect(screen.getByText('Total, paying online').closest('p')).toHaveTextContent(
      'Total, paying online₹938.79Cash on delivery: ₹1,037.20',
    );
  });

  it('disables cash on delivery, with its reason, where the pin code takes online payment only', async () => {
    const { user } = await openCheckout();
    await fillAddress(user, { pinCode: '744101' });
    await screen.findByText(/online payment only/);
    const cod = option(/Cash on delivery/);
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(ADDRESS_MESSAGES.COD_NOT_AVAILABLE);
    expect(option(/Part pay online/)).toBeDisabled();
    expect(option(/Pay online/)).toBeEnabled();
  });

  it('disables online payment, with its reason, where the pin code takes cash on delivery only', async () => {
    const { user } = await openCheckout();
    await fillAddress(user, { pinCode: '845401' });
    await screen.findByText(/cash on delivery only/);
    const online = option(/^Pay online/);
    expect(online).toBeDisabled();
    expect(online).toHaveAccessibleDescription(ADDRESS_MESSAGES.ONLINE_NOT_AVAILABLE);
    expect(option(/Part pay online/)).toHaveAccessibleDescription(
      ADDRESS_MESSAGES.ONLINE_NOT_AVAILABLE,
    );
    expect(option(/Cash on delivery/)).toBeEnabled();
  });

  it('follows the pin code as it changes, and drops a choice the new pin code cannot take', async () => {
    const { user } = await openCheckout();
    await fillAddress(user, { pinCode: '560001' });
    await screen.findByText(/Delivery available to Bengaluru/);
    await user.click(option(/Cash on delivery/));
    expect(option(/Cash on delivery/)).toBeChecked();

    await fillAddress(user, { pinCode: '744101' });
    await screen.findByText(/online payment only/);
    expect(option(/Cash on delivery/)).toBeDisabled();
    expect(option(/Cash on delivery/)).not.toBeChecked();

    await fillAddress(user, { pinCode: '560001' });
    await screen.findByText(/Delivery available to Bengaluru/);
    expect(option(/Cash on delivery/)).toBeEnabled();
  });

  it("disables cash on delivery above the pin code's COD limit, and says the limit", async () => {
    const { user } = await openCheckout();
    await fillAddress(user, { pinCode: '226001' });
    await screen.findByText(/Delivery available to Lucknow/);
    const cod = option(/Cash on delivery/);
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(
      'Cash on Delivery is available at this pincode on orders up to ₹1,000.',
    );
  });

  it('keeps both where the pin code takes neither: the pin code field says so', async () => {
    const { user } = await openCheckout();
    await fillAddress(user, { pinCode: '795001' });
    await screen.findByText('We do not deliver to this pin code yet.');
    expect(option(/Cash on delivery/)).toBeEnabled();
    expect(option(/^Pay online/)).toBeEnabled();
  });
});
