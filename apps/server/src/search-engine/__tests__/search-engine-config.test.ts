import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the settings were accepted');
};

describe('the search engine settings', () => {
  it('are absent by default: PostgreSQL search', () => {
    expect(loadConfig({}).searchEngine).toBeNull();
  });

  it('take Meilisearch when all three are set', () => {
    const config = loadConfig({
      SEARCH_ENGINE_URL: 'http://127.0.0.1:7700/',
      SEARCH_ENGINE_KEY: 'search-key',
      SEARCH_ENGINE_INDEX: 'haat_products',
    });
    expect(config.searchEngine).toEqual({
      url: 'http://127.0.0.1:7700',
      key: 'search-key',
      index: 'haat_products',
    });
  });

  it.each([
    [{ SEARCH_ENGINE_URL: 'http://127.0.0.1:7700' }, 'SEARCH_ENGINE_KEY, SEARCH_ENGINE_INDEX'],
    [{ SEARCH_ENGINE_KEY: 'k', SEARCH_ENGINE_INDEX: 'products' }, 'SEARCH_ENGINE_URL'],
    [{ SEARCH_ENGINE_URL: 'http://127.0.0.1:7700', SEARCH_ENGINE_KEY: 'k' }, 'SEARCH_ENGINE_INDEX'],
  ])('refuses some of them, naming the missing ones (%o)', (env, missing) => {
    expect(refusal(env)).toContain(
      `SEARCH_ENGINE_URL, SEARCH_ENGINE_KEY, SEARCH_ENGINE_INDEX go together: ${missing} missing`,
    );
  });

  it('refuses a malformed address or index name, naming the setting', () => {
    const message = refusal({
      SEARCH_ENGINE_URL: 'meili:7700',
      SEARCH_ENGINE_KEY: 'k',
      SEARCH_ENGINE_INDEX: 'haat products',
    });
    expect(message).toContain('SEARCH_ENGINE_URL must be an absolute URL');
    expect(message).toContain('SEARCH_ENGINE_INDEX must be letters, digits, - or _');
  });
});
