import { defineProject, mergeConfig } from 'vitest/config';
import { contractProject } from './contract-project.js';

export default mergeConfig(
  contractProject,
  defineProject({ test: { name: 'contract-pglite', setupFiles: ['./setup-pglite.ts'] } }),
);
