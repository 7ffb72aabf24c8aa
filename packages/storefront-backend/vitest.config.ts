import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../../vitest.source.config.js';

export default defineProject({
  // Workspace packages expose their TypeScript sources under the `source` condition.
  resolve: { conditions: ['source'] },
  ssr: SOURCE_FIRST_SSR,
  test: {
    name: 'storefront-backend',
    environment: 'node',
    // One worker runs file after file without a fresh module graph (~0.5 s a file saved): these
    // tests share no module state (each builds its own backend and storage).
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The HTTP contract suite needs a host: it runs in the contract-mocks, contract-pglite and
    // contract-postgres projects, whose setup files provide the target.
    exclude: ['test/contract/**'],
  },
});
