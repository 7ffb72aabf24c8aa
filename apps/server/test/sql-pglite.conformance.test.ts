import { describeStorageConformance } from '@haat/storefront-backend/conformance';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { freshPgliteDatabase } from './support/pglite.js';

// Each storage gets its own in-memory PGlite (one connection: its transactions take turns).
// A new PGlite takes a second or more to start, and one property test opens 15: 2 minutes a test.
describeStorageConformance(
  'sql (PGlite)',
  async (seed) => {
    const database = await freshPgliteDatabase();
    return { storage: await createSqlStorage(database, { seed }), close: () => database.close() };
  },
  { timeoutMs: 120_000 },
);
