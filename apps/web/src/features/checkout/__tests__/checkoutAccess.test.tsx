import { createHandlers } from '@haat/mocks/node';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { getResponse, graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { seedCart } from '@/features/cart/__tests__/cartFixtures';
import { env } from '@/lib/env';
import { mockConfigFrom } from '@/lib/mock-config';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';
import { useSystemStore } from '@/stores/systemStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { GUEST_COOKIE } from '@/lib/guestCookie';

const mockApi = createHandlers(mockConfigFrom(env));
const Body = z.object({
  data: z.object({
    getInitialData: z.looseObject({
      settings: z.array(z.object({ key: z.string(), value: z.string() })),
    }),
  }),
});

/** The store's real initial data with GUEST_CHECKOUT switched off. */
function guestCheckoutOff() {
  server.use(
    graphql.query('getInitialData', async ({ request }) => {
      const response = await getResponse(mockApi, request);
      const body = Body.parse(await response?.json());
      const settings = body.data.getInitialData.settings.map((setting) =>
        setting.key === 'GUEST_CHECKOUT' ? { ...setting, value: 'false' } : setting,
      );
      return HttpResponse.json({
        data: { getInitialData: { ...body.data.getInitialData, settings } },
      });
    }),
  );
}

beforeEach(() => useSystemStore.setState({ ready: false }));
afterEach(() => {
  useCartStore.getState().empty();
  useModalStore.getState().closeAll();
  useModalStore.getState().clearLoginRedirect();
  Cookies.remove(GUEST_COOKIE, { path: '/' });
});

describe('who may check out (spec 1)', () => {
  it('asks a signed-out shopper to sign in when guest checkout is off, with the way back', async () => {
    guestCheckoutOff();
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    renderRoute('/pages/checkout');
    expect(await screen.findByText('Sign in to check out')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(useModalStore.getState().loginRedirect).toBe('/pages/checkout');
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
  }, 20_000);

  it('lets a guest through with the guest cookie (?guest=1) even when the setting is off', async () => {
    guestCheckoutOff();
    Cookies.set(GUEST_COOKIE, '1', { path: '/' });
    seedCart({ slug: 'vitamin-c-brightening-serum' });
    renderRoute('/pages/checkout');
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).toBeNull();
  });
});
