import type { MockConfig } from '@haat/mocks/browser';
import type { Env } from './env';

/** The mock backend answers at exactly the addresses the app is configured to call. */
export function mockConfigFrom(env: Env): MockConfig {
  return {
    graphqlUrl: env.graphqlUrl,
    searchUrl: env.searchUrl,
    ipUrl: env.ipUrl,
    cdnUrl: env.imageCdnUrl,
    apiKey: env.apiKey,
    fixedOtp: env.fixedOtp,
  };
}
