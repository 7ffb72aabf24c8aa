import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSystemStore } from '@/stores/systemStore';
import { captureMeta, dropMetaClickId, META_COOKIE, readMetaCookie } from '../meta';

const landing = (query: string) => new URL(`https://haat.in/products/serum${query}`);

afterEach(() => Cookies.remove(META_COOKIE, { path: '/' }));

describe('meta cookie', () => {
  it('captures landing page, referrer, utm values, click id and fbclid on the first landing', () => {
    const meta = captureMeta(
      landing(
        '?utm_source=instagram&utm_medium=paid&utm_campaign=diwali&utm_term=serum&utm_content=reel-2&clickid=c-77&fbclid=fb-1',
      ),
      'https://www.instagram.com/',
    );
    const expected = {
      landingPage:
        'https://haat.in/products/serum?utm_source=instagram&utm_medium=paid&utm_campaign=diwali&utm_term=serum&utm_content=reel-2&clickid=c-77&fbclid=fb-1',
      referrer: 'https://www.instagram.com/',
      utmSource: 'instagram',
      utmMedium: 'paid',
      utmCampaign: 'diwali',
      utmTerm: 'serum',
      utmContent: 'reel-2',
      clickId: 'c-77',
      fbclid: 'fb-1',
    };
    expect(meta).toEqual(expected);
    expect(readMetaCookie()).toEqual(expected);
    expect(JSON.parse(Cookies.get(META_COOKIE) ?? '{}')).toEqual(expected);
  });

  it('records a direct first landing with empty values', () => {
    expect(captureMeta(landing(''), '')).toEqual({
      landingPage: 'https://haat.in/products/serum',
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      clickId: null,
      fbclid: null,
    });
  });

  it('keeps the first landing on later plain visits', () => {
    captureMeta(landing('?utm_source=google'), 'https://google.com/');
    const later = captureMeta(new URL('https://haat.in/pages/cart'), 'https://haat.in/');
    expect(later).toMatchObject({
      utmSource: 'google',
      landingPage: expect.stringContaining('/products/serum') as string,
    });
  });

  it('keeps the first landing, cookie untouched, when a later landing carries a new campaign', () => {
    const first = captureMeta(landing('?utm_source=google&utm_campaign=summer'), '');
    const cookie = Cookies.get(META_COOKIE);
    expect(captureMeta(landing('?fbclid=fb-9&utm_source=facebook'), '')).toEqual(first);
    expect(Cookies.get(META_COOKIE)).toBe(cookie);
    expect(readMetaCookie()).toMatchObject({
      utmSource: 'google',
      utmCampaign: 'summer',
      fbclid: null,
    });
  });

  it('drops the click id from the cookie, keeping the rest of the first landing', () => {
    captureMeta(landing('?utm_source=google&clickid=c-1'), '');
    dropMetaClickId();
    expect(readMetaCookie()).toMatchObject({ utmSource: 'google', clickId: null });
  });

  it('emptying the cart clears the click id in the store and in the cookie, so no landing brings it back', async () => {
    const meta = captureMeta(landing('?clickid=c-2'), '');
    useSystemStore.getState().setMeta(meta);
    useSystemStore.getState().clearClickId();
    expect(useSystemStore.getState().meta?.clickId).toBeNull();
    await vi.waitFor(() => expect(readMetaCookie()?.clickId).toBeNull());
    expect(captureMeta(landing(''), '').clickId).toBeNull();
  });

  it('ignores a cookie that is not valid meta', () => {
    Cookies.set(META_COOKIE, 'not json', { path: '/' });
    expect(readMetaCookie()).toBeNull();
  });
});
