import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConsent } from '@/lib/analytics/consent';
import { env } from '@/lib/env';
import { useSystemStore } from '@/stores/systemStore';
import { server } from '@/test/server';
import { AttributionEffects, resetLanding } from '../AttributionEffects';
import { captureMeta, META_COOKIE } from '../meta';
import { orderAttribution } from '../orderAttribution';
import { getVisitorIp, resetVisitorIp } from '../visitor';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The capture code loads once the page has settled (jsdom: a timer); wait until it has run. */
const captureLoaded = () => tick(10).then(() => import('../capture').then(() => tick(0)));

const LANDING =
  '/products/serum?utm_source=affise&utm_medium=affise_affiliate&utm_campaign=p7&clickid=aff-9';

beforeEach(() => {
  useSystemStore.setState({ ready: true, pageShown: true });
  window.history.replaceState(null, '', LANDING);
  resetLanding();
  resetVisitorIp();
});
afterEach(() => {
  Cookies.remove(META_COOKIE, { path: '/' });
  useSystemStore.setState({ meta: null, ready: false, pageShown: false });
  env.consentRequired = false;
  window.history.replaceState(null, '', '/');
});

describe('AttributionEffects', () => {
  it('captures the meta cookie, the system meta and the affiliate click on landing', async () => {
    render(<AttributionEffects />);
    await vi.waitFor(() => expect(useSystemStore.getState().meta).not.toBeNull());
    expect(useSystemStore.getState().meta).toMatchObject({
      landingPage: `${window.location.origin}${LANDING}`,
      utmMedium: 'affise_affiliate',
      clickId: 'aff-9',
    });
    expect(Cookies.get(META_COOKIE)).toContain('aff-9');
    expect(localStorage.getItem('bw_clickid')).toBe('aff-9');
  });

  it('loads the capture only once the store data has settled, then captures the landing', async () => {
    useSystemStore.setState({ ready: false });
    render(<AttributionEffects />);
    await tick(50);
    expect(useSystemStore.getState().meta).toBeNull();
    expect(localStorage.getItem('bw_clickid')).toBeNull();
    useSystemStore.setState({ ready: true });
    await vi.waitFor(() => expect(useSystemStore.getState().meta).not.toBeNull());
    expect(localStorage.getItem('bw_clickid')).toBe('aff-9');
  });

  it('keeps an earlier landing in the meta cookie and the system meta, yet records the affiliate click', async () => {
    const earlier = captureMeta(
      new URL('https://haat.in/?utm_source=google'),
      'https://google.com/',
    );
    render(<AttributionEffects />);
    await vi.waitFor(() => expect(useSystemStore.getState().meta).not.toBeNull());
    expect(useSystemStore.getState().meta).toEqual(earlier);
    expect(JSON.parse(Cookies.get(META_COOKIE) ?? '{}')).toEqual(earlier);
    expect(localStorage.getItem('bw_clickid')).toBe('aff-9');
  });

  it('writes no tracking cookie or click data before consent, and captures the landing after it', async () => {
    env.consentRequired = true;
    render(<AttributionEffects />);
    await captureLoaded();
    window.history.replaceState(null, '', '/pages/cart');
    expect(Cookies.get(META_COOKIE)).toBeUndefined();
    expect(localStorage.getItem('bw_clickid')).toBeNull();
    expect(useSystemStore.getState().meta).toBeNull();
    setConsent('granted');
    expect(JSON.parse(Cookies.get(META_COOKIE) ?? '{}')).toMatchObject({
      landingPage: `${window.location.origin}${LANDING}`,
    });
    expect(localStorage.getItem('bw_clickid')).toBe('aff-9');
  });

  it('writes nothing when the shopper refuses', async () => {
    env.consentRequired = true;
    render(<AttributionEffects />);
    await captureLoaded();
    setConsent('denied');
    expect(Cookies.get(META_COOKIE)).toBeUndefined();
    expect(localStorage.getItem('bw_clickid')).toBeNull();
  });
});

describe('visitor IP', () => {
  it('answers the IP from the configured address', async () => {
    await expect(getVisitorIp()).resolves.toBe('203.0.113.42');
  });

  it('answers an empty string (and logs) when the call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(env.ipUrl ?? '', () => new HttpResponse(null, { status: 404 })));
    await expect(getVisitorIp()).resolves.toBe('');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Request failed with status code 404' }),
    );
  });

  it('answers an empty string for an answer of the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(env.ipUrl ?? '', () => HttpResponse.json({ address: 1 })));
    await expect(getVisitorIp()).resolves.toBe('');
  });
});

describe('orderAttribution', () => {
  it('tells CreateOrder whether the affiliate click is valid and carries the metadata', async () => {
    render(<AttributionEffects />);
    await vi.waitFor(() => expect(localStorage.getItem('bw_clickid')).toBe('aff-9'));
    const result = await orderAttribution();
    expect(result.isAffiseTrackingValid).toBe(true);
    expect(JSON.parse(result.metadata)).toMatchObject({
      meta: { utmSource: 'affise', clickId: 'aff-9' },
      affiliate: { clickId: 'aff-9', utmCampaign: 'p7' },
      ip: '203.0.113.42',
    });
  });

  it('is not valid without an affiliate click', async () => {
    await expect(orderAttribution()).resolves.toMatchObject({ isAffiseTrackingValid: false });
  });
});
