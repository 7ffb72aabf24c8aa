import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../vitest.source.config.js';

const CONTRACT_SUITE = fileURLToPath(
  new URL('../packages/storefront-backend/test/contract', import.meta.url),
);

/**
 * The HTTP contract suite (packages/storefront-backend/test/contract) against the mock host:
 * the same files run against the server on PGlite and PostgreSQL (apps/server/test/contract).
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: SOURCE_FIRST_SSR,
  test: {
    name: 'contract-mocks',
    environment: 'node',
    dir: CONTRACT_SUITE,
    include: ['**/*.test.ts'],
    setupFiles: [fileURLToPath(new URL('./contract/setup.ts', import.meta.url))],
    // One worker runs file after file on the modules it imported once (the mock backend is
    // seconds of import): each file still gets its own mock host from the setup file, reset
    // after each test.
    isolate: false,
  },
});
