import { checkEnv, type CheckedEnv } from './checkEnv';

const pageOrigin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/**
 * The console's configuration from checked variables; relative addresses are resolved against
 * `origin` (the page's), so the same values work on the server, in Vite and in jsdom tests.
 *
 * @example
 * envFrom(checkEnv(import.meta.env), 'http://127.0.0.1:8080').adminGraphqlUrl;
 * // 'http://127.0.0.1:8080/admin/graphql'
 */
export function envFrom(raw: CheckedEnv, origin = pageOrigin) {
  const absolute = (url: string) => new URL(url, origin).href.replace(/\/$/, '');
  return {
    storeId: raw.VITE_STORE_ID,
    adminGraphqlUrl: absolute(raw.VITE_ADMIN_GRAPHQL_URL),
    graphqlUrl: absolute(raw.VITE_GRAPHQL_URL),
    apiKey: raw.VITE_API_KEY,
    imageCdnUrl: absolute(raw.VITE_IMAGE_CDN_URL),
    storefrontUrl: absolute(raw.VITE_STOREFRONT_URL),
    cognito: {
      userPoolId: raw.VITE_COGNITO_USER_POOL_ID,
      userPoolClientId: raw.VITE_COGNITO_CLIENT_ID,
      userPoolEndpoint: raw.VITE_COGNITO_ENDPOINT ? absolute(raw.VITE_COGNITO_ENDPOINT) : undefined,
    },
  };
}

/** The console's configuration. */
export type Env = ReturnType<typeof envFrom>;

/** The configuration of this build, checked once when the console starts. */
export const env: Env = envFrom(checkEnv(import.meta.env));
