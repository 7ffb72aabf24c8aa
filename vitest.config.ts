import { defineConfig } from 'vitest/config';

// One `pnpm test` runs every project: pure rules, mocks, the web app's component tests, the server
// and the contract suite against the server.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      // @haat/commerce-core as another team gets it: packed, installed outside the workspace.
      'packages/commerce-core/consumer-test/vitest.config.ts',
      'mocks',
      'apps/web',
      'apps/admin',
      'apps/server',
      // The mock contract suite against the server, on PGlite and on a real PostgreSQL.
      'apps/server/test/contract/vitest.pglite.config.ts',
      'apps/server/test/contract/vitest.postgres.config.ts',
    ],
  },
});
