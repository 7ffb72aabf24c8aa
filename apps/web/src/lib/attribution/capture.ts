import { trackingAllowed } from '@/lib/analytics/consent';
import { useSystemStore } from '@/stores/systemStore';
import { affiliateClick, captureAffiliateClick } from './affiliate';
import { captureMeta } from './meta';

/** Where and from where the visit landed. */
export interface Landing {
  url: URL;
  referrer: string;
}

/**
 * Captures attribution for a landing, if tracking is allowed: the meta cookie and the system
 * store's meta, and the affiliate click (an expired one is cleared). Safe to run again.
 */
export function captureAttribution(landing: Landing, now: number = Date.now()) {
  if (!trackingAllowed()) return;
  useSystemStore.getState().setMeta(captureMeta(landing.url, landing.referrer));
  if (!captureAffiliateClick(landing.url, now)) affiliateClick(now);
}
