import { resetMockState } from '@haat/mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '@/stores/modalStore';
import { useUserStore } from '@/stores/userStore';
import { signOutShopper } from '../session/signOutShopper';
import { renderRoute } from '@/test/render';
import {
  loadSignIn,
  SIGN_IN_TEST_MS,
  STEP_MS,
  TEST_CODE,
  enterCode,
  openSignIn,
  requestCode,
  signIn,
} from './signInSteps';

beforeAll(loadSignIn, SIGN_IN_TEST_MS);

afterEach(async () => {
  vi.useRealTimers();
  await resetMockState();
  useUserStore.getState().clear();
});

describe('passwordless sign-in', { timeout: SIGN_IN_TEST_MS }, () => {
  it('signs a first-time shopper in and asks for the name, saved with updateUser', async () => {
    const { user } = renderRoute('/');
    await openSignIn(user);
    await requestCode(user, '9876543210');
    await enterCode(user, TEST_CODE);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Create your account' },
      { timeout: STEP_MS },
    );
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/pages/account');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter your first name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Asha');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name (optional)' }), 'Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: STEP_MS,
    });
    expect(useUserStore.getState().data).toMatchObject({
      phone: '+919876543210',
      firstName: 'Asha',
      lastName: 'Rao',
    });
  });

  it('signs a returning shopper straight in, without the name step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderRoute('/');
    await signIn(user, '9876543211');
    await act(() => signOutShopper());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    vi.setSystemTime(Date.now() + 31_000);
    await openSignIn(user);
    await requestCode(user, '9876543211');
    await enterCode(user, TEST_CODE);
    expect(
      await screen.findByRole('link', { name: 'Account' }, { timeout: STEP_MS }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: STEP_MS,
    });
  });

  it('follows the redirect it was opened with (checkout) once signed in', async () => {
    const { user, router } = renderRoute('/');
    await screen.findByRole('banner', {}, { timeout: STEP_MS });
    act(() => useModalStore.getState().openPasswordless({ redirect: '/pages/wishlist' }));
    await requestCode(user, '9876543212');
    await enterCode(user, TEST_CODE);
    const nameStep = await screen.findByRole(
      'dialog',
      { name: 'Create your account' },
      {
        timeout: STEP_MS,
      },
    );
    await user.click(within(nameStep).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/wishlist'));
    expect(useModalStore.getState().loginRedirect).toBeNull();
  });

  it('asks a returning shopper without a name for it when opened with customSignup', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderRoute('/');
    await signIn(user, '9876543213');
    await act(() => signOutShopper());
    vi.setSystemTime(Date.now() + 31_000);
    act(() => useModalStore.getState().openPasswordless({ customSignup: true }));
    await requestCode(user, '9876543213');
    await enterCode(user, TEST_CODE);
    expect(
      await screen.findByRole('dialog', { name: 'Create your account' }, { timeout: STEP_MS }),
    ).toBeInTheDocument();
  });

  it('keeps Send code disabled until the phone has exactly 10 digits', async () => {
    const { user } = renderRoute('/');
    const dialog = await openSignIn(user);
    const phone = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    await user.type(phone, '98765');
    expect(send).toBeDisabled();
    await user.type(phone, '43210');
    expect(send).toBeEnabled();
    await user.type(phone, '9');
    expect(phone).toHaveValue('9876543210');
  });

  it('offers the code field as a one-time code with a numeric keyboard', async () => {
    const { user } = renderRoute('/');
    await openSignIn(user);
    const code = await requestCode(user, '9876500001');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('+91 98765 00001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
  });

  it('shows a wrong code and lets the shopper try again', async () => {
    const { user } = renderRoute('/');
    await openSignIn(user);
    await requestCode(user, '9876500002');
    await enterCode(user, '000000');
    expect(await screen.findByRole('alert', {}, { timeout: STEP_MS })).toHaveTextContent(
      'Incorrect code. 4 attempts left.',
    );
    expect(screen.getByRole('textbox', { name: '6-digit code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await enterCode(user, TEST_CODE);
    expect(
      await screen.findByRole('link', { name: 'Account' }, { timeout: STEP_MS }),
    ).toBeInTheDocument();
  });

  it('refuses a sixth code for the same OTP even when it is right (attempt limit)', async () => {
    const { user } = renderRoute('/');
    await openSignIn(user);
    await requestCode(user, '9876500003');
    for (const left of [4, 3, 2, 1]) {
      await enterCode(user, '111111');
      expect(await screen.findByRole('alert', {}, { timeout: STEP_MS })).toHaveTextContent(
        `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`,
      );
    }
    await enterCode(user, '111111');
    expect(await screen.findByRole('alert', {}, { timeout: STEP_MS })).toHaveTextContent(
      'Incorrect code. No attempts left: please request a new code.',
    );
    await enterCode(user, TEST_CODE);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Too many incorrect attempts\./),
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useUserStore.getState().data).toBeNull();
  });
});
