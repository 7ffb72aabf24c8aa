import { resetMockState } from '@haat/mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { useCartStore } from '@/stores/cartStore';
import { storageKey } from '@/stores/persist';
import { useSystemStore } from '@/stores/systemStore';
import { useUserStore } from '@/stores/userStore';
import { useWishlistStore } from '@/stores/wishlistStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { simpleProduct } from '@/features/account/__tests__/accountTestData';
import { loadAuth } from '../amplify/loadAuth';
import { dispatchOtp, verifyOtp } from '../api/otp';
import { hasStoredSession } from '../session/sessionHint';
import { startUserPoolSession } from '../session/startSession';
import { useShortLivedTokens } from './cognitoTestApi';
import { SIGN_IN_TEST_MS, STEP_MS, TEST_CODE, signInQuietly } from './signInSteps';

const wait = { timeout: STEP_MS };
let stopRecording = () => undefined as void;

afterEach(async () => {
  stopRecording();
  vi.useRealTimers();
  await resetMockState();
  useUserStore.getState().clear();
  useCartStore.getState().empty();
  useWishlistStore.getState().refresh();
});

const header = async () => within(await screen.findByRole('banner', {}, wait));

describe('the session', { timeout: SIGN_IN_TEST_MS }, () => {
  it('lets Amplify refresh an expired token before the next authenticated call', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pool = useShortLivedTokens(60);
    stopRecording = pool.stop;
    await signInQuietly('9876555501');
    const { user } = renderRoute('/pages/account');
    const form = await screen.findByRole('form', { name: 'Profile' }, wait);
    expect(pool.calls).not.toContain('GetTokensFromRefreshToken');

    vi.setSystemTime(Date.now() + 61_000); // the ID and access tokens have expired
    await user.type(within(form).getByLabelText('First name'), 'Kavya');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Profile saved.', {}, wait)).toHaveRole('status');
    expect(pool.calls.filter((call) => call === 'GetTokensFromRefreshToken')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Account' })).toBeInTheDocument();
  });

  it('fetches the profile at start when a session exists but the user is not loaded', async () => {
    await signInQuietly('9876555502');
    useUserStore.getState().clear();
    renderRoute('/');
    expect(
      await (await header()).findByRole('link', { name: 'Account' }, wait),
    ).toBeInTheDocument();
    expect(useUserStore.getState().data?.phone).toBe('+919876555502');
  });

  it("reloads the store and loads the user on the provider's signedIn event", async () => {
    useSystemStore.setState({ ready: false });
    renderRoute('/');
    await waitFor(() => expect(useSystemStore.getState().ready).toBe(true), wait);
    const loaded = useSystemStore.getState().store!;
    useSystemStore.setState({ store: { ...loaded, name: 'Stale store' } });

    // As after the phone step, Amplify is loaded and the app listens to it before the sign-in.
    await loadAuth();
    await import('../session/hubListener');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // Only the provider's sign-in (no getUser here): the user must come from the event.
    const phone = '+919876555506';
    await dispatchOtp(phone);
    const { signInTicket } = await verifyOtp(phone, TEST_CODE);
    await act(() => startUserPoolSession(phone, signInTicket ?? ''));
    expect(
      await (await header()).findByRole('link', { name: 'Account' }, wait),
    ).toBeInTheDocument();
    expect(useUserStore.getState().data?.phone).toBe(phone);
    await waitFor(() => expect(useSystemStore.getState().store?.name).toBe(loaded.name), wait);
  });

  it('treats a stored user without a provider session as signed out, without calling the user pool', async () => {
    useUserStore.getState().set({ id: 'u-1', phone: '+919876555503' });
    const pool = useShortLivedTokens(3600);
    stopRecording = pool.stop;
    renderRoute('/');
    expect(await (await header()).findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useUserStore.getState().data).toBeNull();
    expect(pool.calls).toEqual([]);
  });

  it('resets the session state when the user cannot be loaded (spec 8)', async () => {
    await signInQuietly('9876555504');
    useCartStore.getState().add({ ...simpleProduct, qty: 1 });
    useWishlistStore.getState().toggle(simpleProduct);
    server.use(
      graphql.link(env.graphqlUrl).query('getUser', () =>
        HttpResponse.json({
          errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }],
        }),
      ),
    );
    renderRoute('/');
    await waitFor(() => expect(hasStoredSession()).toBe(false), wait);
    expect((await header()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useUserStore.getState().data).toBeNull();
    expect(useCartStore.getState().data).toEqual([]);
    expect(useWishlistStore.getState().items).toEqual([]);
    expect(JSON.parse(localStorage.getItem(storageKey('cart')) ?? '{}')).toMatchObject({
      state: { data: [] },
    });
  });

  it('ends a session the provider refuses (user disabled) and asks to sign in again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pool = useShortLivedTokens(60);
    stopRecording = pool.stop;
    const shopper = await signInQuietly('9876555505');
    useCartStore.getState().add({ ...simpleProduct, qty: 2 });
    await pool.backend.storage.repos.users.update(shopper.id, { isActive: false });
    vi.setSystemTime(Date.now() + 61_000);
    renderRoute('/');
    expect(
      await screen.findByText('Please use your credentials to sign in', {}, wait),
    ).toBeInTheDocument();
    expect((await header()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(useCartStore.getState().data).toEqual([]);
    expect(hasStoredSession()).toBe(false);
    await act(() => Promise.resolve());
  });
});
