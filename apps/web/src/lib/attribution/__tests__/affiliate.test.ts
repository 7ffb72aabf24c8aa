import { describe, expect, it } from 'vitest';
import {
  affiliateClick,
  AFFILIATE_WINDOW_MINUTES,
  captureAffiliateClick,
  isAffiseTrackingValid,
} from '../affiliate';

const CLICK_AT = Date.UTC(2026, 10, 1, 10, 0, 0);
const MINUTE = 60_000;
const affise = new URL(
  'https://haat.in/?utm_source=affise&utm_medium=affise_affiliate&utm_campaign=partner-7&clickid=aff-123',
);

const bwKeys = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('bw_'))
    .sort();

describe('affiliate click window', () => {
  it('keeps an affise_affiliate click under the bw_ prefix with a timestamp', () => {
    expect(captureAffiliateClick(affise, CLICK_AT)).toBe(true);
    expect(bwKeys()).toEqual(['bw_clickid', 'bw_timestamp', 'bw_utm_campaign', 'bw_utm_source']);
    expect(localStorage.getItem('bw_clickid')).toBe('aff-123');
    expect(localStorage.getItem('bw_timestamp')).toBe(String(CLICK_AT));
    expect(affiliateClick(CLICK_AT + MINUTE)).toEqual({
      clickId: 'aff-123',
      utmSource: 'affise',
      utmCampaign: 'partner-7',
      timestamp: CLICK_AT,
    });
  });

  it.each([
    ['another medium', 'https://haat.in/?utm_medium=cpc&clickid=x-1'],
    ['no click id', 'https://haat.in/?utm_medium=affise_affiliate'],
  ])('ignores a landing with %s', (_, url) => {
    expect(captureAffiliateClick(new URL(url), CLICK_AT)).toBe(false);
    expect(bwKeys()).toEqual([]);
    expect(isAffiseTrackingValid(CLICK_AT)).toBe(false);
  });

  it('is valid for 43200 minutes, then cleared', () => {
    expect(AFFILIATE_WINDOW_MINUTES).toBe(43_200);
    captureAffiliateClick(affise, CLICK_AT);
    expect(isAffiseTrackingValid(CLICK_AT + AFFILIATE_WINDOW_MINUTES * MINUTE)).toBe(true);
    expect(bwKeys()).toHaveLength(4);
    expect(isAffiseTrackingValid(CLICK_AT + AFFILIATE_WINDOW_MINUTES * MINUTE + 1)).toBe(false);
    expect(bwKeys()).toEqual([]);
  });

  it('a new affiliate click restarts the window', () => {
    captureAffiliateClick(affise, CLICK_AT);
    const later = CLICK_AT + 40_000 * MINUTE;
    captureAffiliateClick(new URL(affise.href.replace('aff-123', 'aff-456')), later);
    expect(affiliateClick(later + 10_000 * MINUTE)).toMatchObject({ clickId: 'aff-456' });
  });

  it('clears a broken timestamp', () => {
    localStorage.setItem('bw_clickid', 'aff-1');
    localStorage.setItem('bw_timestamp', 'yesterday');
    expect(isAffiseTrackingValid(CLICK_AT)).toBe(false);
    expect(bwKeys()).toEqual([]);
  });
});
