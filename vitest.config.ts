import { defineConfig } from 'vitest/config';

// One `pnpm test` runs every project: pure rules, mocks and the web app's component tests.
export default defineConfig({
  test: {
    projects: ['packages/*', 'mocks', 'apps/web'],
  },
});
