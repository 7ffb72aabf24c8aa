import { describeStorageConformance } from '@haat/storefront-backend/conformance';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { freshPgliteDatabase } from './support/pglite.js';

// Each storage gets its own in-memory PGlite (one connection: its transactions take turns, so the
// races are PostgreSQL's to prove: 2 runs of the concurrent-orders property here, 15 there). The
// generated catalogue is 2,000 products: the SQL rules agree with the JS ones at that size;
// PostgreSQL runs 20,000. (Cut from 5 runs and 5,000 products for CI's 30 minutes.)
describeStorageConformance(
  'sql (PGlite)',
  async (seed) => {
    const database = await freshPgliteDatabase();
    return { storage: await createSqlStorage(database, { seed }), close: () => database.close() };
  },
  { timeoutMs: 120_000, largeCatalogue: 2_000, raceRuns: 2 },
);
