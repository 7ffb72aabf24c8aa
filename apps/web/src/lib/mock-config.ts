import type { MockConfig } from '@haat/mocks/browser';
import type { Env } from './envFrom';

/**
 * The mock backend answers at exactly the addresses the app is configured to call. A service the
 * app has switched off (no URL) is never called, so the mock gets a harmless local address.
 */
export function mockConfigFrom(env: Env): MockConfig {
  const unused = (path: string) => new URL(path, env.graphqlUrl).href;
  return {
    graphqlUrl: env.graphqlUrl,
    searchUrl: env.searchUrl ?? unused('/search-service-unconfigured'),
    ipUrl: env.ipUrl ?? unused('/get-ip-unconfigured'),
    cdnUrl: env.imageCdnUrl,
    apiKey: env.apiKey,
    fixedOtp: env.fixedOtp,
    // The mock shop's owner (mocks' MOCK_OWNER_PHONE) may use the admin API: browser journeys
    // move orders as staff, and the staff side can be tried in development.
    shopOwner: true,
    cognito: env.cognito.userPoolEndpoint
      ? {
          endpoint: env.cognito.userPoolEndpoint,
          clientId: env.cognito.userPoolClientId,
          userPoolId: env.cognito.userPoolId,
        }
      : undefined,
  };
}
