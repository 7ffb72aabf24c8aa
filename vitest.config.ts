import { defineConfig } from 'vitest/config';

// One `pnpm test` runs every project: pure rules, mocks, the web app's component tests and the server.
export default defineConfig({
  test: {
    projects: ['packages/*', 'mocks', 'apps/web', 'apps/server'],
  },
});
