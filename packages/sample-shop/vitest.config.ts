import { defineProject } from 'vitest/config';
import { SOURCE_FIRST_SSR } from '../../vitest.source.config.js';

export default defineProject({
  // Workspace packages expose their TypeScript sources under the `source` condition.
  resolve: { conditions: ['source'] },
  ssr: SOURCE_FIRST_SSR,
  test: {
    name: 'sample-shop',
    environment: 'node',
    // One worker runs file after file without a fresh module graph (~0.4 s a file saved): these
    // tests read fixed data and share no module state.
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
