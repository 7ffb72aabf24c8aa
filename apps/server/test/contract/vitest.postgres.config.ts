import { defineProject, mergeConfig } from 'vitest/config';
import { contractProject } from './contract-project.js';

export default mergeConfig(
  contractProject,
  defineProject({
    test: {
      name: 'contract-postgres',
      globalSetup: ['./postgres-cluster.ts'],
      setupFiles: ['./setup-postgres.ts'],
    },
  }),
);
