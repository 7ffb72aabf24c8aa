import { promoCouponCode } from '@haat/commerce-core';
import { onConsentChange, trackingAllowed } from '@/lib/analytics/consent';
import { env } from '@/lib/env';
import { handleBackgroundError } from '@/lib/errors/handleError';
import { toast } from '@/lib/toast';
import { useCartStore } from '@/stores/cartStore';
import { loadScript } from './loadScript';

declare global {
  interface Window {
    /**
     * Called by the promo-popup script with the coupon the shopper won (spec 5 "Promo popup"):
     * 'BETTER LUCK NEXT TIME' is ignored; any other code is kept for the cart (24 h) and
     * 'Your coupon has been availed' is shown.
     */
    haatPromoCoupon?: (value: string | null | undefined) => void;
  }
}

export const PROMO_COUPON_AVAILED = 'Your coupon has been availed';
const GTM_DEFAULT_URL = 'https://www.googletagmanager.com/gtm.js';

function applyPromoCoupon(value: string | null | undefined) {
  const code = promoCouponCode(value);
  if (!code) return;
  useCartStore.getState().storeCoupon(code);
  toast.success(PROMO_COUPON_AVAILED);
}

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
  window.haatPromoCoupon = applyPromoCoupon;
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
