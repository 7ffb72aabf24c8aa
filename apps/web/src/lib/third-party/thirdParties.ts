import { onConsentChange, trackingAllowed } from '@/lib/analytics/consent';
import { env } from '@/lib/env';
import { handleBackgroundError } from '@/lib/errors/handleError';
import { loadScript } from './loadScript';
import { receivePromoCoupon } from './promoCoupon';

declare global {
  interface Window {
    /**
     * Called by the promo-popup script with the coupon the shopper won (spec 5 "Promo popup",
     * `receivePromoCoupon`): 'BETTER LUCK NEXT TIME' is ignored; any other code is applied (now
     * when the cart allows it, else kept until it does) and 'Your coupon has been availed' shown.
     */
    haatPromoCoupon?: (value: string | null | undefined) => void;
  }
}

const GTM_DEFAULT_URL = 'https://www.googletagmanager.com/gtm.js';

/** The scripts this storefront can load; each is on only when its address is configured. */
function scripts(): { name: string; src: string | undefined; tracking: boolean }[] {
  const gtmSrc = env.gtm.id
    ? `${env.gtm.scriptUrl ?? GTM_DEFAULT_URL}?id=${encodeURIComponent(env.gtm.id)}`
    : undefined;
  return [
    { name: 'tag manager', src: gtmSrc, tracking: true },
    { name: 'marketing events', src: env.marketingEventsUrl, tracking: true },
    { name: 'promo popup', src: env.promoPopupUrl, tracking: false },
    { name: 'chat bot', src: env.chatbotUrl, tracking: false },
  ];
}

/**
 * Loads the configured third-party scripts after the first render: tag manager and marketing
 * events only once tracking is allowed (consent), promo popup and chat bot always. A script that
 * is missing, slow or failing changes nothing for the shopper: the failure is logged and
 * reported silently. Returns the stop function (consent listener).
 */
export function startThirdParties() {
  const started = new Set<string>();
  window.haatPromoCoupon = receivePromoCoupon;
  const run = () => {
    for (const { name, src, tracking } of scripts()) {
      if (!src || started.has(name) || (tracking && !trackingAllowed())) continue;
      started.add(name);
      if (name === 'tag manager') {
        (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      }
      loadScript(src).catch((error: unknown) =>
        handleBackgroundError(error, { source: 'third-party', script: name }),
      );
    }
  };
  run();
  return onConsentChange(run);
}
