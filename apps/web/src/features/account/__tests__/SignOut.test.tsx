import { resetMockState } from '@haat/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useShortLivedTokens } from '@/features/auth/__tests__/cognitoTestApi';
import { SIGN_IN_TEST_MS, STEP_MS, signInQuietly } from '@/features/auth/__tests__/signInSteps';
import { hasStoredSession } from '@/features/auth/session/sessionHint';
import { useCartStore } from '@/stores/cartStore';
import { useUserStore } from '@/stores/userStore';
import { useWishlistStore } from '@/stores/wishlistStore';
import { renderRoute } from '@/test/render';
import { simpleProduct } from './accountTestData';

let stopRecording = () => undefined as void;

afterEach(async () => {
  stopRecording();
  await resetMockState();
});

describe('sign-out', { timeout: SIGN_IN_TEST_MS }, () => {
  it('ends the session and clears cart, wishlist and user, which stay cleared after a reload', async () => {
    const pool = useShortLivedTokens(3600);
    stopRecording = pool.stop;
    await signInQuietly('9876588801');
    useCartStore.getState().add({ ...simpleProduct, qty: 1 });
    useWishlistStore.getState().toggle(simpleProduct);
    const { user, router, unmount } = renderRoute('/pages/account');

    await user.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: STEP_MS }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const header = within(screen.getByRole('banner'));
    expect(await header.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(pool.calls).toContain('RevokeToken');
    expect(hasStoredSession()).toBe(false);

    // A reload: the stores read back what was persisted.
    unmount();
    await Promise.all([
      useUserStore.persist.rehydrate(),
      useCartStore.persist.rehydrate(),
      useWishlistStore.persist.rehydrate(),
    ]);
    expect(useUserStore.getState().data).toBeNull();
    expect(useCartStore.getState().data).toEqual([]);
    expect(useWishlistStore.getState().items).toEqual([]);
    renderRoute('/pages/account');
    expect(
      await screen.findByRole('button', { name: 'Sign in to your account' }, { timeout: STEP_MS }),
    ).toBeInTheDocument();
  });
});
