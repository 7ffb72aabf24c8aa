import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../../vitest.source.config.js';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    // Workspace packages expose their TypeScript sources under the `source` condition.
    conditions: ['source'],
    // One graphql-js, as in Node: Vite would hand our sources graphql's ESM build while
    // mercurius and graphql-jit require its CommonJS build, and a schema built by one is
    // refused by the other ("Cannot use GraphQLSchema from another module or realm").
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  ssr: SOURCE_FIRST_SSR,
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The migrated PGlite data directory every fresh test database loads, made once per run.
    globalSetup: ['./test/support/pglite-template.setup.ts'],
    // Some tests start the server as a process (tsx start-up) or generate RSA keys.
    testTimeout: 20_000,
  },
});
