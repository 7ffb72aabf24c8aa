import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../support/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the PostgreSQL the contract run started (its `postgres` database). */
    contractPostgresUrl: string;
  }
}

/**
 * Global setup of the contract run on PostgreSQL: one throw-away server on a free loopback port
 * for the whole run; each test file gets its own database on it.
 */
export default async function startCluster(project: TestProject) {
  const postgres = await startTestPostgres();
  project.provide('contractPostgresUrl', postgres.url('postgres'));
  return () => postgres.stop();
}
