import * as z from 'zod';

/** The search engine's settings: all three, or none (PostgreSQL search). */
export const SEARCH_ENGINE_SETTINGS = [
  'SEARCH_ENGINE_URL',
  'SEARCH_ENGINE_KEY',
  'SEARCH_ENGINE_INDEX',
] as const;

/**
 * An optional Meilisearch for shops that outgrow PostgreSQL search (absent: PostgreSQL search):
 * its address, an API key allowed to search, write documents and manage indexes, and the index.
 */
export interface SearchEngineConfig {
  readonly url: string;
  readonly key: string;
  readonly index: string;
}

/**
 * The search engine's settings in the server's schema (`config.ts`).
 *
 * @example
 * const EnvSchema = z.object({ ...searchEngineEnv(httpUrl) });
 */
export function searchEngineEnv(httpUrl: z.ZodType<string>) {
  return {
    SEARCH_ENGINE_URL: httpUrl.optional(),
    SEARCH_ENGINE_KEY: z.string().trim().min(1).optional(),
    // Meilisearch's rule for an index uid: letters, digits, hyphens and underscores.
    SEARCH_ENGINE_INDEX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be letters, digits, - or _')
      .optional(),
  };
}

/**
 * The search-engine settings' problem, naming the ones missing when only some are set.
 *
 * @example
 * searchEngineProblems({ SEARCH_ENGINE_URL: 'http://127.0.0.1:7700' });
 * // ['SEARCH_ENGINE_URL, SEARCH_ENGINE_KEY, SEARCH_ENGINE_INDEX go together: SEARCH_ENGINE_KEY, SEARCH_ENGINE_INDEX missing']
 */
export function searchEngineProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const missing = SEARCH_ENGINE_SETTINGS.filter((name) => !env[name]);
  if (missing.length === 0 || missing.length === SEARCH_ENGINE_SETTINGS.length) return [];
  return [`${SEARCH_ENGINE_SETTINGS.join(', ')} go together: ${missing.join(', ')} missing`];
}

/**
 * The search engine when all its settings are set, else null.
 *
 * @example
 * searchEngineConfigOf({ SEARCH_ENGINE_URL: 'http://127.0.0.1:7700', SEARCH_ENGINE_KEY: 'k', SEARCH_ENGINE_INDEX: 'products' });
 * // { url: 'http://127.0.0.1:7700', key: 'k', index: 'products' }
 */
export function searchEngineConfigOf(env: {
  readonly SEARCH_ENGINE_URL?: string | undefined;
  readonly SEARCH_ENGINE_KEY?: string | undefined;
  readonly SEARCH_ENGINE_INDEX?: string | undefined;
}): SearchEngineConfig | null {
  const { SEARCH_ENGINE_URL: url, SEARCH_ENGINE_KEY: key, SEARCH_ENGINE_INDEX: index } = env;
  return url && key && index ? { url, key, index } : null;
}
