import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { dispatchOtp, verifyOtp } from '../api/otp';
import { loadUser } from '../session/loadUser';
import { startUserPoolSession } from '../session/startSession';

/** The test code every mock OTP has (VITE_FIXED_OTP in .env). */
export const TEST_CODE = '123456';

/**
 * How long a sign-in step may take in jsdom on a busy machine: the first one also loads (and
 * transforms) Amplify. Tests that sign in use SIGN_IN_TEST_MS as their time limit.
 */
export const STEP_MS = 15_000;
export const SIGN_IN_TEST_MS = 60_000;
const wait = { timeout: STEP_MS };

/**
 * Loads (and so transforms) the sign-in dialog's lazy chunk and Amplify: a test file's
 * `beforeAll(loadSignIn, SIGN_IN_TEST_MS)` pays that once, on a busy machine, before any step
 * waits on screen.
 */
export const loadSignIn = () =>
  Promise.all([import('../components/PasswordlessModal'), import('../amplify/amplifyAuth')]);

/** Opens the sign-in modal from the header's account icon. */
export async function openSignIn(user: UserEvent) {
  const header = await screen.findByRole('banner');
  await user.click(within(header).getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('dialog', { name: 'Sign in' }, wait);
}

/** Types a phone and asks for a code; resolves with the code field. */
export async function requestCode(user: UserEvent, phone: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, wait);
  await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), phone);
  await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
  return within(dialog).findByRole('textbox', { name: '6-digit code' }, wait);
}

/** Types a code and submits it. */
export async function enterCode(user: UserEvent, code: string) {
  const field = await screen.findByRole('textbox', { name: '6-digit code' }, wait);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/**
 * Full sign-in with the test code; resolves once the header shows the Account link and the
 * modal has closed (a first-time shopper skips the name step).
 */
export async function signIn(user: UserEvent, phone: string) {
  await openSignIn(user);
  await requestCode(user, phone);
  await enterCode(user, TEST_CODE);
  const header = screen.getByRole('banner');
  expect(await within(header).findByRole('link', { name: 'Account' }, wait)).toBeInTheDocument();
  const nameStep = screen.queryByRole('dialog', { name: 'Create your account' });
  if (nameStep) await user.click(within(nameStep).getByRole('button', { name: 'Skip for now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
}

/**
 * Signs a shopper in without the modal, through the same calls (ensureUserAndDispatchOTP,
 * verifyCustomOTP, Amplify's custom flow against the mocked user pool, getUser), for tests
 * about what a signed-in shopper sees.
 */
export async function signInQuietly(phone: string) {
  const fullPhone = `+91${phone}`;
  await dispatchOtp(fullPhone);
  const { signInTicket } = await verifyOtp(fullPhone, TEST_CODE);
  await startUserPoolSession(fullPhone, signInTicket ?? '');
  const user = await loadUser();
  if (!user) throw new Error('sign-in failed');
  return user;
}
