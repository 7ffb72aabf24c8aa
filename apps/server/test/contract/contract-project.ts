import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../../../../vitest.source.config.js';

const require = createRequire(import.meta.url);
const MOCKS_TESTS = fileURLToPath(new URL('../../../../mocks/tests', import.meta.url));

/**
 * The mock contract suite (mocks/tests) run against the server in the test process: the suites
 * that look inside the mock host skip themselves (`describeInside`), the rest talk HTTP to the
 * server. The two configs beside this one choose the database.
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
    dir: MOCKS_TESTS,
    include: ['**/*.test.ts'],
    // One server per worker, shared by its files (use-contract-server.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
