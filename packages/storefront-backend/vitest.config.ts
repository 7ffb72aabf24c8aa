import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../../vitest.source.config.js';

export default defineProject({
  // Workspace packages expose their TypeScript sources under the `source` condition.
  resolve: { conditions: ['source'] },
  ssr: SOURCE_FIRST_SSR,
  test: {
    name: 'storefront-backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The HTTP contract suite needs a host: it runs in the contract-mocks, contract-pglite and
    // contract-postgres projects, whose setup files provide the target.
    exclude: ['test/contract/**'],
  },
});
