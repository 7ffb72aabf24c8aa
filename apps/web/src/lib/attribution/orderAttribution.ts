import { trackingAllowed } from '@/lib/analytics/consent';
import { affiliateClick } from './affiliate';
import { readMetaCookie } from './meta';
import { getVisitorIp } from './visitor';

export interface OrderAttribution {
  isAffiseTrackingValid: boolean;
  /** JSON for CreateOrder's `metadata`: meta cookie, affiliate click and visitor IP. */
  metadata: string;
}

/**
 * What CreateOrder carries for marketing attribution (spec 7): `isAffiseTrackingValid` and the
 * metadata JSON. Never fails: without consent, a cookie or an IP the values are simply empty.
 *
 * @example const { isAffiseTrackingValid, metadata } = await orderAttribution();
 */
export async function orderAttribution(now: number = Date.now()): Promise<OrderAttribution> {
  const allowed = trackingAllowed();
  const affiliate = allowed ? affiliateClick(now) : null;
  const ip = await getVisitorIp();
  const metadata = {
    meta: allowed ? readMetaCookie() : null,
    affiliate,
    ip,
  };
  return { isAffiseTrackingValid: affiliate !== null, metadata: JSON.stringify(metadata) };
}
