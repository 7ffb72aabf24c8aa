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
  },
});
