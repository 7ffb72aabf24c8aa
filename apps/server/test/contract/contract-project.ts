import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../../../../vitest.source.config.js';

const require = createRequire(import.meta.url);
const CONTRACT_SUITE = fileURLToPath(
  new URL('../../../../packages/storefront-backend/test/contract', import.meta.url),
);

/**
 * The HTTP contract suite (packages/storefront-backend/test/contract), run in full against the
 * server in the test process, as it runs against the mock host (project contract-mocks). The two
 * configs beside this one choose the database.
 */
export const contractProject = defineProject({
  resolve: {
    conditions: ['source'],
    // One graphql-js for the server's mercurius and the backend (see apps/server/vitest.config.ts).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  ssr: SOURCE_FIRST_SSR,
  test: {
    environment: 'node',
    dir: CONTRACT_SUITE,
    include: ['**/*.test.ts'],
    // One server per worker, shared by its files (use-contract-server.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
