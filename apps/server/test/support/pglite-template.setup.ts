import { cachedMigratedTemplate } from './pglite.js';

/**
 * Vitest global setup of the projects whose tests open PGlite databases: the migrated data
 * directory they load is made (or found in the cache) once, before any test file starts, rather
 * than by the first test files of both workers at once, inside their hooks' time limits.
 *
 * @example
 * // vitest.config.ts
 * export default defineProject({ test: { globalSetup: ['./test/support/pglite-template.setup.ts'] } });
 */
export default async function setup(): Promise<void> {
  await cachedMigratedTemplate();
}
