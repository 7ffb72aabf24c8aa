import { resetMockState } from '@haat/mocks/node';
import { screen, waitFor, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_TEST_MS, STEP_MS, signInQuietly } from '@/features/auth/__tests__/signInSteps';
import { useUserStore } from '@/stores/userStore';
import { renderRoute } from '@/test/render';

afterEach(async () => {
  await resetMockState();
  useUserStore.getState().clear();
});

type Scope = BoundFunctions<typeof queries>;

async function fillAddress(user: UserEvent, scope: Scope, name: string, pinCode: string) {
  await user.type(scope.getByRole('textbox', { name: 'First name' }), name);
  await user.type(scope.getByRole('textbox', { name: 'Phone number' }), '9876500200');
  await user.type(scope.getByRole('textbox', { name: 'Pin code' }), pinCode);
  await user.type(
    scope.getByRole('textbox', { name: 'Address (house no., building, street)' }),
    '12 MG Road',
  );
  const city = scope.getByRole('textbox', { name: 'City' });
  await user.clear(city);
  await user.type(city, 'Bengaluru');
}

describe('saved addresses on the account page', { timeout: SIGN_IN_TEST_MS }, () => {
  it('adds, defaults, edits and deletes addresses with the checkout field rules', async () => {
    await signInQuietly('9876544405');
    const { user } = renderRoute('/pages/account');
    const section = await screen.findByRole(
      'region',
      { name: 'Saved addresses' },
      { timeout: STEP_MS },
    );
    const here = within(section);
    expect(await here.findByText('No saved addresses yet.')).toBeInTheDocument();

    // The checkout's messages, on their fields.
    await user.click(here.getByRole('button', { name: 'Add a new address' }));
    await user.click(here.getByRole('button', { name: 'Add address' }));
    expect(here.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Please enter firstname',
    );
    expect(here.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'Please enter city',
    );

    await fillAddress(user, here, 'Asha', '560001');
    await user.click(here.getByRole('button', { name: 'Add address' }));
    const first = await here.findByRole('listitem', { name: /^Asha, 12 MG Road/ });
    expect(within(first).getByText('Default')).toBeInTheDocument();

    // The most recent address is the default until the shopper picks one.
    await user.click(here.getByRole('button', { name: 'Add a new address' }));
    await fillAddress(user, here, 'Ravi', '400001');
    await user.click(here.getByRole('button', { name: 'Add address' }));
    const second = await here.findByRole('listitem', { name: /^Ravi, 12 MG Road/ });
    expect(within(second).getByText('Default')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: /^Make default: Asha/ }));
    expect(within(first).getByText('Default')).toBeInTheDocument();
    expect(within(second).queryByText('Default')).not.toBeInTheDocument();

    await user.click(within(second).getByRole('button', { name: /^Edit Ravi/ }));
    const lastName = here.getByRole('textbox', { name: 'Last name (optional)' });
    await user.type(lastName, 'Kumar');
    await user.click(here.getByRole('button', { name: 'Save address' }));
    const edited = await here.findByRole('listitem', { name: /^Ravi Kumar, / });

    await user.click(within(edited).getByRole('button', { name: /^Delete Ravi Kumar/ }));
    await user.click(within(edited).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(here.queryByRole('listitem', { name: /^Ravi Kumar/ })).not.toBeInTheDocument(),
    );
    expect(here.getAllByRole('listitem')).toHaveLength(1);
  });
});
