import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront-api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
