import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront-backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The HTTP contract suite needs a host: it runs in the contract-mocks, contract-pglite and
    // contract-postgres projects, whose setup files provide the target.
    exclude: ['test/contract/**'],
  },
});
