/**
 * Affiliate click data (spec 9): when a landing carries utm_medium 'affise_affiliate', its click
 * id (and source/campaign) is kept in localStorage under the `bw_` prefix with a timestamp. It is
 * valid for 43200 minutes after the click; afterwards it is cleared. CreateOrder sends
 * `isAffiseTrackingValid` from here.
 */
export const AFFILIATE_MEDIUM = 'affise_affiliate';
export const AFFILIATE_WINDOW_MINUTES = 43_200;
export const AFFILIATE_PREFIX = 'bw_';

const KEYS = {
  clickId: `${AFFILIATE_PREFIX}clickid`,
  utmSource: `${AFFILIATE_PREFIX}utm_source`,
  utmCampaign: `${AFFILIATE_PREFIX}utm_campaign`,
  timestamp: `${AFFILIATE_PREFIX}timestamp`,
} as const;

export interface AffiliateClick {
  clickId: string;
  utmSource: string | null;
  utmCampaign: string | null;
  /** Epoch ms of the click. */
  timestamp: number;
}

const storage = {
  get: (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string | null) => {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the click is simply not remembered.
    }
  },
};

/** Keeps an affiliate click from a landing URL; answers whether the URL was one. */
export function captureAffiliateClick(url: URL, now: number): boolean {
  const params = url.searchParams;
  const clickId = params.get('clickid') ?? params.get('click_id');
  if (params.get('utm_medium') !== AFFILIATE_MEDIUM || !clickId) return false;
  storage.set(KEYS.clickId, clickId);
  storage.set(KEYS.utmSource, params.get('utm_source'));
  storage.set(KEYS.utmCampaign, params.get('utm_campaign'));
  storage.set(KEYS.timestamp, String(now));
  return true;
}

export function clearAffiliateClick() {
  Object.values(KEYS).forEach((key) => storage.set(key, null));
}

/** The stored click while inside its window; an expired or broken one is cleared (null). */
export function affiliateClick(now: number): AffiliateClick | null {
  const clickId = storage.get(KEYS.clickId);
  const timestamp = Number(storage.get(KEYS.timestamp));
  if (!clickId) return null;
  const age = now - timestamp;
  if (!Number.isFinite(timestamp) || age < 0 || age > AFFILIATE_WINDOW_MINUTES * 60_000) {
    clearAffiliateClick();
    return null;
  }
  return {
    clickId,
    utmSource: storage.get(KEYS.utmSource),
    utmCampaign: storage.get(KEYS.utmCampaign),
    timestamp,
  };
}

/** For CreateOrder's `isAffiseTrackingValid`: an affiliate click inside its 43200-minute window. */
export const isAffiseTrackingValid = (now: number = Date.now()) => affiliateClick(now) !== null;
