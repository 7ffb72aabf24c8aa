import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'commerce-core',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
