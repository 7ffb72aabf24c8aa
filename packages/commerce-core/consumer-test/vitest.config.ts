import { defineProject } from 'vitest/config';

// The package as another team gets it: packed, installed from the tarball into a project
// outside the workspace, and used from Node (ESM and CommonJS), TypeScript and a Vite build.
// Each test spawns real tools (npm, tsc, vite, attw, publint, typedoc), so waits are generous.
export default defineProject({
  test: {
    name: 'commerce-core-consumer',
    environment: 'node',
    include: ['*.test.ts'],
    globalSetup: ['./support/pack-and-install.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
