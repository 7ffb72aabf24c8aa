import { resetMockState } from '@haat/mocks/node';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { SIGN_IN_TEST_MS, STEP_MS, openSignIn, requestCode } from './signInSteps';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await resetMockState();
});

const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('one-time code limits', { timeout: SIGN_IN_TEST_MS }, () => {
  it('offers a new code only after the visible 30 s countdown', async () => {
    const { user } = renderRoute('/');
    await openSignIn(user);
    await requestCode(user, '9876511111');
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    later(12_000);
    expect(
      await screen.findByRole('button', { name: 'Resend code in 18s' }, { timeout: STEP_MS }),
    ).toBeDisabled();
    later(18_000);
    const resend = await screen.findByRole('button', { name: 'Resend code' }, { timeout: STEP_MS });
    await user.click(resend);
    expect(await screen.findByText('A new code has been sent.')).toHaveRole('status');
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it('refuses more than 5 codes an hour, saying which limit and when to retry', async () => {
    const { user } = renderRoute('/');
    await openSignIn(user);
    await requestCode(user, '9876522222');
    for (let send = 2; send <= 5; send += 1) {
      later(30_000);
      await user.click(
        await screen.findByRole('button', { name: 'Resend code' }, { timeout: STEP_MS }),
      );
      await screen.findByText('A new code has been sent.');
    }
    later(30_000);
    await user.click(
      await screen.findByRole('button', { name: 'Resend code' }, { timeout: STEP_MS }),
    );
    expect(await screen.findByRole('alert', {}, { timeout: STEP_MS })).toHaveTextContent(
      'Too many codes requested. Try again in 58 minutes.',
    );
    expect(screen.getByRole('button', { name: 'Resend code in 58 min' })).toBeDisabled();

    // A seventh request, by entering the number again a minute later, is refused the same way.
    later(60_000);
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    await requestCode(user, '9876522222').catch(() => undefined);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many codes requested. Try again in 57 minutes.',
      ),
    );
    expect(screen.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });
});
