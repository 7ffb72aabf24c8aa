import { resetMockState } from '@haat/mocks/node';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { useUserStore } from '@/stores/userStore';
import { renderRoute } from '@/test/render';
import { useShortLivedTokens } from './cognitoTestApi';
import { SIGN_IN_TEST_MS, STEP_MS, signInQuietly } from './signInSteps';

// A file of its own: it moves the clock forward twice. After another test in the same file had
// moved the clock forward and the clean-up set it back, its first calls were refused (401): state
// kept across tests (Amplify's module, the page's storage) saw a clock run backwards, which never
// happens to a shopper.
const wait = { timeout: STEP_MS };
let stopRecording = () => undefined as void;

afterEach(async () => {
  stopRecording();
  vi.useRealTimers();
  await resetMockState();
  useUserStore.getState().clear();
});

describe('the session across refresh-token rotation', { timeout: SIGN_IN_TEST_MS }, () => {
  it('keeps the rotated refresh token: a second refresh an expiry later still works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pool = useShortLivedTokens(60);
    stopRecording = pool.stop;
    await signInQuietly('9876555507');
    const stored = () =>
      localStorage.getItem(
        `CognitoIdentityServiceProvider.${env.cognito.userPoolClientId}.+919876555507.refreshToken`,
      );
    const first = stored();
    const { user } = renderRoute('/pages/account');
    const form = await screen.findByRole('form', { name: 'Profile' }, wait);
    for (const name of ['Kavya', 'Meera']) {
      // The tokens have expired: Amplify refreshes with the refresh token it holds. Had it kept
      // the replaced one, this second refresh (past the 30 s grace) would end the session.
      vi.setSystemTime(Date.now() + 61_000);
      const field = within(form).getByLabelText('First name');
      await user.clear(field);
      await user.type(field, name);
      await user.click(within(form).getByRole('button', { name: 'Save profile' }));
      expect(await within(form).findByText('Profile saved.', {}, wait)).toHaveRole('status');
    }
    expect(pool.calls.filter((call) => call === 'GetTokensFromRefreshToken')).toHaveLength(2);
    expect(stored()).not.toBe(first);
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
  });
});
