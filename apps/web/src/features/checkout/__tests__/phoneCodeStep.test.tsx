import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '@/stores/cartStore';
import { useSystemStore } from '@/stores/systemStore';
import { resetMockState } from '@haat/mocks/node';
import { server } from '@/test/server';
import { forgetPhoneProof } from '../placement/phoneProof';
import {
  confirmPhoneCode,
  fillAddress,
  findConfirmation,
  readyToPlace,
  TEST_CODE,
} from './checkoutHelpers';
import { installFakeRazorpay } from './fakeRazorpay';

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(async () => {
  // One code per phone every 30 s: each test starts from a fresh mock shop.
  await resetMockState();
  useCartStore.getState().empty();
  forgetPhoneProof();
});

const ordersTo = async (phone: string) =>
  (await server.backend.storage.repos.orders.byPhone(phone, {}, { offset: 0, limit: 100 })).total;

const codeStep = () => screen.findByRole('region', { name: 'Confirm your phone number' });

describe('the checkout code step of a guest cash-on-delivery order (issue 20)', () => {
  it('asks for the code sent to the delivery phone; a wrong code is announced on the field and loses nothing', async () => {
    const { user } = await readyToPlace(/Cash on delivery/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const step = await codeStep();
    expect(step).toHaveTextContent(
      'Cash on delivery needs a one-time code. Enter the code sent to +91 98765 43210.',
    );
    const field = within(step).getByLabelText('6-digit code');
    await waitFor(() => expect(field).toHaveFocus());
    // The countdown starts once the code is sent (its answer may come after the field's focus).
    expect(
      await within(step).findByRole('button', { name: /^Resend code in \d+s$/ }),
    ).toBeDisabled();
    expect(await ordersTo('+919876543210')).toBe(0);

    await user.type(field, '000000');
    await user.click(within(step).getByRole('button', { name: 'Verify and place order' }));
    const wrong = await within(step).findByRole('alert');
    expect(wrong).toHaveTextContent('Incorrect code. 4 attempts left.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Incorrect code. 4 attempts left.');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Asha');
    expect(useCartStore.getState().data).toHaveLength(2);

    await user.type(field, TEST_CODE);
    await user.click(within(step).getByRole('button', { name: 'Verify and place order' }));
    expect(await findConfirmation()).toBeInTheDocument();
    expect(await ordersTo('+919876543210')).toBe(1);
    expect(useCartStore.getState().data).toHaveLength(0);
  }, 30_000);

  it('"Change number" goes back to the phone field; the new number gets its own code', async () => {
    const { user } = await readyToPlace(/Cash on delivery/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const step = await codeStep();
    await user.click(within(step).getByRole('button', { name: 'Change number' }));
    expect(screen.queryByRole('region', { name: 'Confirm your phone number' })).toBeNull();
    expect(screen.getByLabelText('Phone number')).toHaveFocus();

    await fillAddress(user, { phone: '9812345678' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await codeStep()).toHaveTextContent('Enter the code sent to +91 98123 45678.');
    await confirmPhoneCode(user);
    expect(await findConfirmation()).toBeInTheDocument();
    expect(await ordersTo('+919812345678')).toBe(1);
  }, 30_000);

  it('keeps the confirmed phone when the order is refused for something else: no second code', async () => {
    let refuse = true;
    server.use(
      graphql.mutation<never, { input: { phoneProof?: string | null } }>(
        'CreateOrder',
        ({ variables }) =>
          refuse && variables.input.phoneProof
            ? HttpResponse.json({
                errors: [
                  {
                    message: 'Only 1 left of 2% Hyaluronic Acid Hydrating Serum.',
                    extensions: { code: 'BAD_USER_INPUT' },
                  },
                ],
              })
            : undefined,
      ),
    );
    const { user } = await readyToPlace(/Cash on delivery/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await confirmPhoneCode(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 1 left of 2% Hyaluronic Acid Hydrating Serum.',
    );
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await findConfirmation()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm your phone number' })).toBeNull();
  }, 30_000);

  it('asks no code for an online payment, and starts the payment with the order’s access key', async () => {
    const sent: { accessKey?: string | null }[] = [];
    server.use(
      graphql.mutation<never, { input: { accessKey?: string | null } }>(
        'CreateTransaction',
        ({ variables }) => {
          sent.push(variables.input);
          return undefined;
        },
      ),
    );
    installFakeRazorpay('pay');
    const { user } = await readyToPlace(/Pay online/);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await findConfirmation()).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.accessKey).toMatch(/^[0-9a-f]{64}$/);
  }, 30_000);
});
