import * as z from 'zod/mini';

/**
 * Runtime configuration, parsed from Vite's `import.meta.env` by env.ts (see `.env` for defaults).
 * Every third-party address is configuration: an unset optional address means "feature off",
 * and the storefront works without it. Relative URLs are resolved against the page origin so the
 * same values work in the browser, in `vite preview` and in jsdom tests.
 */
const flag = z.optional(z.stringbool());
const text = z.optional(z.string().check(z.minLength(1)));

const EnvSchema = z.object({
  VITE_API_MOCKING: flag,
  VITE_STORE_ID: z.string().check(z.minLength(1)),
  VITE_GRAPHQL_URL: z.string().check(z.minLength(1)),
  VITE_API_KEY: z.string().check(z.minLength(1)),
  VITE_SEARCH_URL: text,
  VITE_SEARCH_TOKEN: text,
  VITE_IP_URL: text,
  VITE_IMAGE_CDN_URL: z.string().check(z.minLength(1)),
  VITE_SITE_URL: z.string().check(z.minLength(1)),
  VITE_SITE_VERIFICATION: text,
  VITE_STORE_KEY_PREFIX: z.string().check(z.minLength(1)),
  VITE_FIXED_OTP: text,
  VITE_GUEST_CHECKOUT: flag,
  VITE_COGNITO_USER_POOL_ID: text,
  VITE_COGNITO_CLIENT_ID: text,
  VITE_COGNITO_ENDPOINT: text,
  VITE_RAZORPAY_SCRIPT_URL: text,
  VITE_RAZORPAY_KEY: text,
  VITE_GTM_ID: text,
  VITE_GTM_SCRIPT_URL: text,
  VITE_TRACKER_URL: text,
  VITE_SENTRY_DSN: text,
  VITE_PROMO_POPUP_URL: text,
  VITE_CHATBOT_URL: text,
  VITE_MARKETING_EVENTS_URL: text,
  VITE_CONSENT_REQUIRED: flag,
});

const pageOrigin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/**
 * Turns the raw variables into the app's configuration object, relative addresses resolved
 * against `origin` (the page's). Exported for tests and for vite.config (the mock API server).
 */
export function parseEnv(source: Record<string, unknown>, origin = pageOrigin) {
  const absolute = (url: string) => new URL(url, origin).href.replace(/\/$/, '');
  const optionalAbsolute = (url: string | undefined) => (url ? absolute(url) : undefined);
  const raw = EnvSchema.parse(source);
  return {
    apiMocking: raw.VITE_API_MOCKING ?? false,
    storeId: raw.VITE_STORE_ID,
    graphqlUrl: absolute(raw.VITE_GRAPHQL_URL),
    apiKey: raw.VITE_API_KEY,
    searchUrl: optionalAbsolute(raw.VITE_SEARCH_URL),
    searchToken: raw.VITE_SEARCH_TOKEN,
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

export type Env = ReturnType<typeof parseEnv>;
