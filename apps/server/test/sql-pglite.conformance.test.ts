import { describeStorageConformance } from '@haat/storefront-backend/conformance';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { freshPgliteDatabase } from './support/pglite.js';

// Each storage gets its own in-memory PGlite (one connection: its transactions take turns, so the
// races are PostgreSQL's to prove: 5 runs of the concurrent-orders property here, 15 there). The
// generated catalogue is 5,000 products: the rules agree at that size; PostgreSQL runs 20,000.
describeStorageConformance(
  'sql (PGlite)',
  async (seed) => {
    const database = await freshPgliteDatabase();
    return { storage: await createSqlStorage(database, { seed }), close: () => database.close() };
  },
  { timeoutMs: 120_000, largeCatalogue: 5_000, raceRuns: 5 },
);
