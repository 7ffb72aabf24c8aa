import { describeStorageConformance } from '@haat/storefront-backend/conformance';
import { afterAll, beforeAll } from 'vitest';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { startTestPostgres, type TestPostgres } from './support/postgres.js';

let postgres: TestPostgres;

beforeAll(async () => {
  postgres = await startTestPostgres();
}, 90_000);

afterAll(async () => {
  await postgres.stop();
}, 40_000);

// Each storage gets its own database (copied from a migrated template) and a pool of 10
// connections, as the server opens it: concurrent calls run on separate connections, so the
// races are decided by PostgreSQL's row locks.
describeStorageConformance(
  'sql (PostgreSQL)',
  async (seed) => {
    const database = await postgres.freshDatabase();
    return { storage: await createSqlStorage(database, { seed }), close: () => database.close() };
  },
  { timeoutMs: 60_000 },
);
