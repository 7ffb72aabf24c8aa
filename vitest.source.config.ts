/**
 * How a Vitest project running in Node reads workspace packages: through their `source` export
 * condition (the TypeScript in src/), never a dist/ build, which only packing makes. Vite keeps
 * one condition list per environment; `resolve.conditions` is the browser's (jsdom tests), the
 * `ssr` one is Node's. A list given replaces Vite's default, so this one keeps Vite's server
 * conditions after `source`.
 *
 * @example
 * export default defineProject({ resolve: { conditions: ['source'] }, ssr: SOURCE_FIRST_SSR, test: { environment: 'node' } });
 */
export const SOURCE_FIRST_SSR = {
  resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
};
