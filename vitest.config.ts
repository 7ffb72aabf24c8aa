import { defineConfig } from 'vitest/config';

// One `pnpm test` runs every project: pure rules, mocks, the web app's component tests, the server
// and the contract suite against the mock host and the server.
export default defineConfig({
  test: {
    // Both cores: Vitest's default on two is one worker, and the run took 18 minutes of CI's 30.
    // The tests wait for what they see, never on a quiet CPU, so two at once stay green.
    maxWorkers: 2,
    projects: [
      'packages/*',
      // @haat/commerce-core as another team gets it: packed, installed outside the workspace.
      'packages/commerce-core/consumer-test/vitest.config.ts',
      'mocks',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'apps/admin',
      'apps/server',
      // The HTTP contract suite (packages/storefront-backend/test/contract) against the mock host,
      // and against the server on PGlite and on a real PostgreSQL.
      'mocks/vitest.contract.config.ts',
      'apps/server/test/contract/vitest.pglite.config.ts',
      'apps/server/test/contract/vitest.postgres.config.ts',
    ],
  },
});
