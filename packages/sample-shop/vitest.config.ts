import { defineProject } from 'vitest/config';

export default defineProject({
  // Workspace packages expose their TypeScript sources under the `source` condition.
  resolve: { conditions: ['source'] },
  test: {
    name: 'sample-shop',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
