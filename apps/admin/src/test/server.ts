import { createMockServer } from '@haat/mocks/node';
import { env } from '@/lib/env';

/**
 * The MSW server of component tests: the mock host answers the storefront API (sign-in codes)
 * and the user pool with the real backend, so sign-in runs as it does in the browser; each test
 * answers the admin API with typed fixtures (`answerAdmin`, ahead of the mock host's admin edge)
 * so it can show the states it is about.
 */
export const server = createMockServer({
  graphqlUrl: env.graphqlUrl,
  searchUrl: new URL('/search-service', env.graphqlUrl).href,
  ipUrl: new URL('/api/get-ip', env.graphqlUrl).href,
  cdnUrl: env.imageCdnUrl,
  apiKey: env.apiKey,
  fixedOtp: '123456',
  onOtp: () => undefined,
  cognito: env.cognito.userPoolEndpoint
    ? {
        endpoint: env.cognito.userPoolEndpoint,
        clientId: env.cognito.userPoolClientId,
        userPoolId: env.cognito.userPoolId,
      }
    : undefined,
});
