import { describe, expect, it } from 'vitest';
import { checkEnv } from '@/lib/checkEnv';
import { envFrom } from '@/lib/envFrom';

const base = {
  VITE_STORE_ID: 'haat-skincare',
  VITE_GRAPHQL_URL: '/graphql',
  VITE_API_KEY: 'key',
  VITE_IMAGE_CDN_URL: 'https://cdn.example.in/',
  VITE_SITE_URL: 'https://haat.in/',
  VITE_STORE_KEY_PREFIX: 'haat',
};

/** The variables as vite.config takes them: checked, then resolved against the page. */
const configure = (source: Record<string, unknown>) => envFrom(checkEnv(source));

describe('checkEnv and envFrom', () => {
  it('resolves relative API addresses against the page origin', () => {
    const env = configure(base);
    expect(env.graphqlUrl).toBe(`${window.location.origin}/graphql`);
    expect(env.imageCdnUrl).toBe('https://cdn.example.in');
    expect(env.siteUrl).toBe('https://haat.in');
  });

  it('treats unset third-party addresses as switched off', () => {
    const env = configure(base);
    expect(env.gtm.id).toBeUndefined();
    expect(env.razorpay.scriptUrl).toBeUndefined();
    expect(env.apiMocking).toBe(false);
  });

  it('sends the API key to the search service unless it has a token of its own', () => {
    expect(configure(base).searchToken).toBe('key');
    expect(configure({ ...base, VITE_SEARCH_TOKEN: 'own' }).searchToken).toBe('own');
  });

  it('reads boolean flags', () => {
    expect(configure({ ...base, VITE_API_MOCKING: 'true' }).apiMocking).toBe(true);
    expect(configure({ ...base, VITE_API_MOCKING: 'false' }).apiMocking).toBe(false);
  });

  it('refuses a configuration without the GraphQL endpoint', () => {
    const { VITE_GRAPHQL_URL: _omitted, ...rest } = base;
    expect(() => configure(rest)).toThrow();
  });
});
