import { defineProject, mergeConfig } from 'vitest/config';
import { contractProject } from './contract-project.js';

export default mergeConfig(
  contractProject,
  defineProject({
    test: {
      name: 'contract-pglite',
      globalSetup: ['../support/pglite-template.setup.ts'],
      setupFiles: ['./setup-pglite.ts'],
    },
  }),
);
