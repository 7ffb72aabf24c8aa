import { useEffect } from 'react';
import { onConsentChange, trackingAllowed } from '@/lib/analytics/consent';
import { useSystemStore } from '@/stores/systemStore';
import { affiliateClick, captureAffiliateClick } from './affiliate';
import { captureMeta } from './meta';

let landing: { url: URL; referrer: string } | null = null;

/** The URL and referrer the visit landed with (the first call's page, before any navigation). */
function landingPage() {
  landing ??= { url: new URL(window.location.href), referrer: document.referrer };
  return landing;
}

/** Captures attribution for this visit's landing; safe to run again (consent given later). */
export function captureAttribution(now: number = Date.now()) {
  const { url, referrer } = landingPage();
  if (!trackingAllowed()) return;
  useSystemStore.getState().setMeta(captureMeta(url, referrer));
  if (!captureAffiliateClick(url, now)) affiliateClick(now); // clears an expired click
}

/**
 * Marketing attribution once per visit (spec 9): the meta cookie and the system store's meta,
 * and the affiliate click. Where consent is required it waits for the shopper to accept.
 */
export function AttributionEffects() {
  useEffect(() => {
    const capture = () => captureAttribution();
    capture();
    return onConsentChange(capture);
  }, []);
  return null;
}

/** Forgets the landing (tests). */
export function resetLanding() {
  landing = null;
}
