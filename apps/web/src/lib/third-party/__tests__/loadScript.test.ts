import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/lib/env';
import * as report from '@/lib/errors/report';
import { setConsent } from '@/lib/analytics/consent';
import { useCartStore } from '@/stores/cartStore';
import { loadScript, ScriptLoadError } from '../loadScript';
import { startThirdParties } from '../thirdParties';

let n = 0;
const uniqueSrc = () => `https://cdn.example.test/script-${(n += 1)}.js`;
const scriptFor = (src: string) =>
  document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('loadScript', () => {
  it('adds one async script and resolves when it loads', async () => {
    const src = uniqueSrc();
    const loading = loadScript(src, { attributes: { 'data-key': 'k' } });
    const script = scriptFor(src);
    expect(script?.async).toBe(true);
    expect(script?.dataset.key).toBe('k');
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('shares one load between callers', async () => {
    const src = uniqueSrc();
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    expect(document.head.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
    scriptFor(src)?.dispatchEvent(new Event('load'));
    await first;
    await expect(loadScript(src)).resolves.toBeUndefined();
  });

  it('rejects on error, removes the element and lets a later call try again', async () => {
    const src = uniqueSrc();
    const failing = loadScript(src);
    scriptFor(src)?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toBeInstanceOf(ScriptLoadError);
    expect(scriptFor(src)).toBeNull();
    const again = loadScript(src);
    expect(again).not.toBe(failing);
    scriptFor(src)?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const src = uniqueSrc();
    const slow = loadScript(src, { timeoutMs: 2000 });
    const outcome = slow.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    expect(await outcome).toMatchObject({ message: `timeout of 2000ms exceeded: ${src}` });
    expect(scriptFor(src)).toBeNull();
  });
});

describe('startThirdParties', () => {
  const saved = { ...env, gtm: { ...env.gtm } };
  let stop: () => void = () => undefined;
  beforeEach(() => {
    window.dataLayer = [];
    vi.spyOn(report, 'reportError').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stop();
    Object.assign(env, saved);
  });

  it('loads nothing that is not configured', () => {
    stop = startThirdParties();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads every configured script asynchronously, the tag manager with its id', () => {
    env.gtm = { id: 'GTM-TEST1', scriptUrl: 'https://tags.example.test/gtm.js' };
    env.marketingEventsUrl = 'https://events.example.test/sdk.js';
    env.promoPopupUrl = 'https://promo.example.test/loader.js';
    env.chatbotUrl = 'https://chat.example.test/widget.js';
    stop = startThirdParties();
    const sources = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources).toEqual([
      'https://tags.example.test/gtm.js?id=GTM-TEST1',
      'https://events.example.test/sdk.js',
      'https://promo.example.test/loader.js',
      'https://chat.example.test/widget.js',
    ]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('holds the tag manager and marketing events until consent, not the chat bot', () => {
    env.consentRequired = true;
    env.gtm = { id: 'GTM-TEST2', scriptUrl: undefined };
    env.marketingEventsUrl = 'https://events.example.test/sdk2.js';
    env.chatbotUrl = 'https://chat.example.test/widget2.js';
    stop = startThirdParties();
    const sources = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(sources()).toEqual(['https://chat.example.test/widget2.js']);
    setConsent('granted');
    expect(sources()).toEqual([
      'https://chat.example.test/widget2.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-TEST2',
      'https://events.example.test/sdk2.js',
    ]);
  });

  it('reports a script that fails, silently, and carries on', async () => {
    env.promoPopupUrl = 'https://promo.example.test/broken.js';
    stop = startThirdParties();
    scriptFor('https://promo.example.test/broken.js')?.dispatchEvent(new Event('error'));
    await vi.waitFor(() =>
      expect(report.reportError).toHaveBeenCalledWith(
        expect.any(ScriptLoadError),
        expect.objectContaining({ source: 'third-party', script: 'promo popup' }),
      ),
    );
  });

  it('keeps the promo popup coupon, except BETTER LUCK NEXT TIME', async () => {
    render(createElement(Toaster));
    stop = startThirdParties();
    window.haatPromoCoupon?.('BETTER LUCK NEXT TIME');
    expect(useCartStore.getState().storedCouponCode).toBeNull();
    expect(screen.queryByText('Your coupon has been availed')).not.toBeInTheDocument();
    window.haatPromoCoupon?.(' GLOW10 ');
    expect(useCartStore.getState().storedCouponCode).toBe('GLOW10');
    expect(await screen.findByText('Your coupon has been availed')).toBeInTheDocument();
    useCartStore.getState().clearStoredCoupon();
  });
});
