import { toPaise } from '@haat/commerce-core';
import { resetMockState } from '@haat/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUserAddress } from '@/features/addresses/api/userAddresses';
import { SIGN_IN_TEST_MS, signInQuietly } from '@/features/auth/__tests__/signInSteps';
import { seedCart } from '@/features/cart/__tests__/cartFixtures';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { useUserStore } from '@/stores/userStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(async () => {
  useCartStore.getState().empty();
  useUserStore.getState().clear();
  await resetMockState();
});

/** Gives the signed-in shopper a reward balance, on the server and in the loaded profile. */
async function giveRewards(userId: string, amount: number) {
  if (!(await server.backend.storage.repos.rewards.credit(userId, toPaise(amount)))) {
    throw new Error('no such user in the mock');
  }
  useUserStore.getState().merge({ totalRewards: amount });
}

describe('signed-in checkout', () => {
  it(
    'pre-fills the profile, picks a saved address, syncs the cart and spends rewards',
    async () => {
      const shopper = await signInQuietly('9876544501');
      await createUserAddress({
        name: 'Ravi Kumar',
        phone: '+919876500111',
        country: 'IN',
        city: 'Mumbai',
        pinCode: '400001',
        address: '4 Marine Drive',
        state: 'MH',
      });
      await giveRewards(shopper.id, 120);
      seedCart({ slug: 'vitamin-c-brightening-serum' }, { slug: 'kumkumadi-night-serum' });
      const { user } = renderRoute('/pages/checkout');

      const form = await screen.findByRole('region', { name: 'Delivery address' });
      expect(within(form).getByLabelText('Phone number')).toHaveValue('9876544501');
      // manageShoppingCart ran for the signed-in shopper and the cart id was kept.
      await waitFor(() => expect(useCartStore.getState().cartId).not.toBeNull());

      await user.click(within(form).getByRole('button', { name: 'Choose a saved address' }));
      const modal = await screen.findByRole('dialog', { name: 'Saved addresses' });
      await user.click(
        await within(modal).findByRole('button', { name: /^Deliver here: Ravi Kumar/ }),
      );
      expect(within(form).getByLabelText('First name')).toHaveValue('Ravi');
      expect(within(form).getByLabelText('Last name (optional)')).toHaveValue('Kumar');
      expect(within(form).getByLabelText('Pin code')).toHaveValue('400001');

      await user.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
      await user.click(screen.getByRole('checkbox', { name: 'Use my Haat Rewards' }));
      // DEBIT_COD_ORDER: up to ₹50 a month on COD orders of ₹699 and above.
      expect(
        screen.getByRole('checkbox', { name: 'Use my Haat Rewards' }),
      ).toHaveAccessibleDescription('Balance ₹120. ₹50 used on this order.');
      const summary = screen.getByRole('region', { name: 'Order summary' });
      expect(within(summary).getByText('Rewards used').nextSibling).toHaveTextContent('−₹50');

      await user.click(screen.getByRole('button', { name: 'Place order' }));
      expect(
        await screen.findByRole('heading', { name: 'Thank you! Your order is confirmed' }),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Order totals')).toHaveTextContent('Rewards used−₹50');
      expect(screen.getByText('4 Marine Drive, Mumbai, MH, 400001')).toBeInTheDocument();
    },
    SIGN_IN_TEST_MS,
  );
});
