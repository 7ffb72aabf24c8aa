import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront-backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
