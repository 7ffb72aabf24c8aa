import { useEffect } from 'react';
import { onConsentChange } from '@/lib/analytics/consent';
import { handleBackgroundError } from '@/lib/errors/handleError';
import { whenPageSettled } from '@/lib/whenPageSettled';
import type { Landing } from './capture';

let landing: Landing | null = null;

/** The URL and referrer the visit landed with (read at the first mount, before any navigation). */
function landingPage(): Landing {
  landing ??= { url: new URL(window.location.href), referrer: document.referrer };
  return landing;
}

/**
 * Marketing attribution once per visit (spec 9): the meta cookie and the system store's meta,
 * and the affiliate click. Where consent is required it waits for the shopper to accept. The
 * capture code (and js-cookie) loads once the page has settled, off the home page's first load.
 */
export function AttributionEffects() {
  useEffect(() => {
    const visit = landingPage();
    let stop: (() => void) | undefined;
    let active = true;
    const cancel = whenPageSettled(() => {
      import('./capture')
        .then(({ captureAttribution }) => {
          if (!active) return;
          captureAttribution(visit);
          stop = onConsentChange(() => captureAttribution(visit));
        })
        .catch((error: unknown) => handleBackgroundError(error, { source: 'attribution' }));
    });
    return () => {
      active = false;
      cancel();
      stop?.();
    };
  }, []);
  return null;
}

/** Forgets the landing (tests). */
export function resetLanding() {
  landing = null;
}
