import * as z from 'zod/mini';

/**
 * Runtime configuration: Vite's `VITE_` variables (see `.env` for defaults), checked once, at build
 * time, by vite.config; `envFrom` turns the checked variables into the app's configuration.
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

/** The variables, checked: flags read as booleans, required ones present. Throws when invalid. */
export const checkEnv = (source: Record<string, unknown>) => EnvSchema.parse(source);

export type CheckedEnv = z.output<typeof EnvSchema>;
