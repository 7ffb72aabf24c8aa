import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../vitest.source.config.js';

export default defineProject({
  // Workspace packages expose their TypeScript sources under the `source` condition.
  resolve: { conditions: ['source'] },
  ssr: SOURCE_FIRST_SSR,
  test: {
    name: 'mocks',
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    // A first request builds the backend (schema, catalogue): seconds on a busy machine.
    testTimeout: 20_000,
  },
});
