import type { CheckedEnv } from './checkEnv';

const pageOrigin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/**
 * The app's configuration object from variables already checked by `checkEnv` (checkEnv.ts):
 * relative addresses resolved against `origin` (the page's). No zod here: the browser gets the
 * variables checked at build time (env.ts), so the schema stays out of every page's first load.
 */
export function envFrom(raw: CheckedEnv, origin = pageOrigin) {
  const absolute = (url: string) => new URL(url, origin).href.replace(/\/$/, '');
  const optionalAbsolute = (url: string | undefined) => (url ? absolute(url) : undefined);
  return {
    apiMocking: raw.VITE_API_MOCKING ?? false,
    storeId: raw.VITE_STORE_ID,
    graphqlUrl: absolute(raw.VITE_GRAPHQL_URL),
    apiKey: raw.VITE_API_KEY,
    searchUrl: optionalAbsolute(raw.VITE_SEARCH_URL),
    // The search service of the mock host and the server takes the API key as its bearer; a
    // third-party service with a token of its own is given VITE_SEARCH_TOKEN.
    searchToken: raw.VITE_SEARCH_TOKEN ?? raw.VITE_API_KEY,
    ipUrl: optionalAbsolute(raw.VITE_IP_URL),
    imageCdnUrl: absolute(raw.VITE_IMAGE_CDN_URL),
    siteUrl: raw.VITE_SITE_URL.replace(/\/$/, ''),
    siteVerification: raw.VITE_SITE_VERIFICATION,
    storeKeyPrefix: raw.VITE_STORE_KEY_PREFIX,
    fixedOtp: raw.VITE_FIXED_OTP,
    guestCheckout: raw.VITE_GUEST_CHECKOUT ?? false,
    cognito: {
      userPoolId: raw.VITE_COGNITO_USER_POOL_ID,
      userPoolClientId: raw.VITE_COGNITO_CLIENT_ID,
      userPoolEndpoint: optionalAbsolute(raw.VITE_COGNITO_ENDPOINT),
    },
    razorpay: {
      scriptUrl: optionalAbsolute(raw.VITE_RAZORPAY_SCRIPT_URL),
      key: raw.VITE_RAZORPAY_KEY,
    },
    gtm: { id: raw.VITE_GTM_ID, scriptUrl: raw.VITE_GTM_SCRIPT_URL },
    trackerUrl: optionalAbsolute(raw.VITE_TRACKER_URL),
    sentryDsn: raw.VITE_SENTRY_DSN,
    promoPopupUrl: raw.VITE_PROMO_POPUP_URL,
    chatbotUrl: raw.VITE_CHATBOT_URL,
    marketingEventsUrl: raw.VITE_MARKETING_EVENTS_URL,
    consentRequired: raw.VITE_CONSENT_REQUIRED ?? false,
  };
}

export type Env = ReturnType<typeof envFrom>;
