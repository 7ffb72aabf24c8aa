import { resetMockState } from '@haat/mocks/node';
import { waitFor, within } from '@testing-library/react';
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
    const dialog = within(await openSignIn(user));
    await requestCode(user, '9876511111');
    expect(dialog.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    later(12_000);
    expect(
      await dialog.findByRole('button', { name: 'Resend code in 18s' }, { timeout: STEP_MS }),
    ).toBeDisabled();
    later(18_000);
    const resend = await dialog.findByRole('button', { name: 'Resend code' }, { timeout: STEP_MS });
    await user.click(resend);
    expect(await dialog.findByText('A new code has been sent.')).toHaveRole('status');
    expect(dialog.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
  });

  it('refuses more than 5 codes an hour, saying which limit and when to retry', async () => {
    const { user } = renderRoute('/');
    const dialog = within(await openSignIn(user));
    await requestCode(user, '9876522222');
    for (let send = 2; send <= 5; send += 1) {
      later(30_000);
      await user.click(
        await dialog.findByRole('button', { name: 'Resend code' }, { timeout: STEP_MS }),
      );
      // The new wait has started once the answer arrived (the notice may still be the last
      // send's): only then may the clock move on, or the wait would start after the move.
      await dialog.findByRole('button', { name: 'Resend code in 30s' }, { timeout: STEP_MS });
      expect(dialog.getByText('A new code has been sent.')).toHaveRole('status');
    }
    later(30_000);
    await user.click(
      await dialog.findByRole('button', { name: 'Resend code' }, { timeout: STEP_MS }),
    );
    expect(await dialog.findByRole('alert', {}, { timeout: STEP_MS })).toHaveTextContent(
      'Too many codes requested. Try again in 58 minutes.',
    );
    expect(dialog.getByRole('button', { name: 'Resend code in 58 min' })).toBeDisabled();

    // A seventh request, by entering the number again a minute later, is refused the same way.
    later(60_000);
    await user.click(dialog.getByRole('button', { name: 'Change number' }));
    await user.type(dialog.getByRole('textbox', { name: 'Mobile number' }), '9876522222');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await waitFor(
      () =>
        expect(dialog.getByRole('alert')).toHaveTextContent(
          'Too many codes requested. Try again in 57 minutes.',
        ),
      { timeout: STEP_MS },
    );
    expect(dialog.queryByRole('textbox', { name: '6-digit code' })).not.toBeInTheDocument();
  });
});
