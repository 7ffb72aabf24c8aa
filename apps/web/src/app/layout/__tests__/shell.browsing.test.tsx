import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import { useCartStore } from '@/stores/cartStore';
import { useModalStore } from '@/stores/modalStore';
import { useSystemStore } from '@/stores/systemStore';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { shellFlags } from '../shellFlags';

beforeAll(async () => {
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.setPointerCapture ??= () => undefined;
  // The lazy menu bar's code, transformed once here rather than inside a test's wait: on a busy
  // machine its first import took longer than a finder waits (11.8 s, measured).
  await import('../menu/MenuBar');
}, 60_000);

afterEach(() => {
  useModalStore.getState().closeAll();
  useCartStore.getState().empty();
  useCartStore.getState().clearStoredCoupon();
  useSystemStore.setState({ store: null, ready: false });
  Cookies.remove('guest', { path: '/' });
});

const failing = (operation: string) =>
  graphql
    .link(env.graphqlUrl)
    .query(operation, () =>
      HttpResponse.json({ errors: [{ message: 'The store is temporarily unavailable.' }] }),
    );

describe('page shell', () => {
  it('keeps the page when the store data cannot load, and still sets the ready flag', async () => {
    server.use(failing('getInitialData'), failing('getStore'));
    renderRoute('/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(useSystemStore.getState().ready).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText('The store is temporarily unavailable.')).not.toBeInTheDocument();
  });

  it('asks for the store data once, even when the answer is a failure', async () => {
    let asked = 0;
    server.use(
      graphql.link(env.graphqlUrl).query('getInitialData', () => {
        asked += 1;
        return HttpResponse.json({
          errors: [{ message: 'The store is temporarily unavailable.' }],
        });
      }),
    );
    renderRoute('/');
    await waitFor(() => expect(useSystemStore.getState().ready).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(1);
  });

  it('loads the store once into the system store', async () => {
    renderRoute('/');
    await waitFor(() => expect(useSystemStore.getState().ready).toBe(true));
    expect(useSystemStore.getState().store?.name).toBe('Haat');
  });

  it('shows live announcements, never archived ones', async () => {
    renderRoute('/');
    const bar = (await screen.findAllByRole('list', { name: 'Announcements' }))[0]!;
    expect(
      await within(bar).findByRole('link', { name: 'Free shipping on orders above ₹499' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Diwali sale ends tonight/)).not.toBeInTheDocument();
  });

  it('runs the daily sale timer from the TIMER_* settings', async () => {
    renderRoute('/');
    const timer = await screen.findByRole('region', { name: 'Midnight Glow Sale' });
    expect(within(timer).getByRole('timer')).toHaveTextContent(/^\d\d:\d\d:\d\d$/);
  });

  it('keeps a featured coupon from the coupon banner for the cart', async () => {
    const { user } = renderRoute('/');
    const offer = await screen.findByRole('region', { name: 'Offer' });
    await user.click(within(offer).getByRole('button', { name: /^Apply/ }));
    expect(useCartStore.getState().storedCouponCode).toBeTruthy();
  });

  it('opens the three-level menu sorted by priority, archived entries dropped', async () => {
    const { user } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const topLevel = await within(drawer).findAllByRole('listitem');
    expect(topLevel.slice(0, 2).map((item) => item.textContent)).toEqual(['Bestsellers', 'Skin+']);
    await user.click(within(drawer).getByRole('button', { name: 'Skin' }));
    await user.click(within(drawer).getByRole('button', { name: 'Face' }));
    const face = within(drawer).getByRole('button', { name: 'Face' }).closest('li')!;
    expect(
      within(face)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Shop all Face', 'Serums', 'Face Wash', 'Moisturisers', 'Lip Care']);
    await user.click(within(drawer).getByRole('button', { name: 'Offers' }));
    expect(within(drawer).queryByText('Diwali Gift Sets')).not.toBeInTheDocument();
    // 'Offers' links to '#': it only opens its children, it never navigates.
    expect(within(drawer).queryByRole('link', { name: 'Shop all Offers' })).not.toBeInTheDocument();
  });

  it('shows the main menu bar from 500 px only, without loading it on a phone', async () => {
    const viewport = { width: 390 };
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 500px)' && viewport.width >= 500,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      const phone = renderRoute('/');
      expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      phone.unmount();

      viewport.width = 1024;
      renderRoute('/');
      const bar = await screen.findByRole('navigation', { name: 'Main' });
      expect(await within(bar).findByRole('link', { name: 'Bestsellers' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('closes the menu drawer after following a link', async () => {
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(await within(drawer).findByRole('link', { name: 'Bestsellers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections/bestsellers'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("marks the page shown once the page's own content has rendered, then adds the footer", async () => {
    useSystemStore.setState({ pageShown: false });
    renderRoute('/shop');
    expect(useSystemStore.getState().pageShown).toBe(false);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    await waitFor(() => expect(useSystemStore.getState().pageShown).toBe(true));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('links to the social profiles from the footer', async () => {
    renderRoute('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Haat on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/haatskincare',
    );
  });

  // /shop renders a whole listing: every role query walks it, which on a busy machine takes
  // seconds a query, so this test waits longer than the others.
  it('closes every modal on a route change', { timeout: 90_000 }, async () => {
    const { user, router } = renderRoute('/shop');
    const first = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(first).getByRole('button', { name: /^Quick view/ }));
    expect(await screen.findByRole('dialog', {}, { timeout: 40_000 })).toBeInTheDocument();
    await router.navigate('/search');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 40_000,
    });
    expect(useModalStore.getState().type).toBeNull();
  });
});

describe('query parameters', () => {
  it('cart=1 opens the cart panel', async () => {
    renderRoute('/?cart=1');
    await waitFor(() => expect(useModalStore.getState().openCart).toBe(true));
  });

  it('couponCode= keeps the code for 24 hours', async () => {
    const before = Date.now();
    renderRoute('/shop?couponCode=GLOW10');
    await waitFor(() => expect(useCartStore.getState().storedCouponCode).toBe('GLOW10'));
    const expiry = useCartStore.getState().storedCouponExpiry ?? 0;
    expect(expiry - before).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(expiry - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('guest=1 sets the guest cookie', async () => {
    renderRoute('/?guest=1');
    await waitFor(() => expect(Cookies.get('guest')).toBe('1'));
  });
});

describe('shellFlags', () => {
  it('hides the cart and the menu on checkout, and the header border on home only', () => {
    expect(shellFlags('/pages/checkout')).toMatchObject({ hideCart: true, hideMainMenu: true });
    expect(shellFlags('/').headerBorder).toBe(false);
    expect(shellFlags('/shop').headerBorder).toBe(true);
    expect(shellFlags('/shop/grid/3')).toMatchObject({ topRunner: true, timer: true });
    expect(shellFlags('/pages/cart').stickyCheckout).toBe(true);
  });
});
