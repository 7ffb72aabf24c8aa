import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'commerce-core',
    environment: 'node',
    // One worker runs file after file without a fresh module graph (~0.4 s a file saved): pure
    // rules share no module state.
    isolate: false,
    include: ['src/**/*.test.ts'],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
