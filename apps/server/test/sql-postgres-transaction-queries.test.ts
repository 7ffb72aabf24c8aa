import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/storage/database.js';
import * as schema from '../src/storage/schema/index.js';
import { createSqlStorage } from '../src/storage/sql/create-sql-storage.js';
import { startTestPostgres, type TestPostgres } from './support/postgres.js';

const seed = { storeId: STORE_ID, ...sampleShop };
let postgres: TestPostgres;
let url: string;

beforeAll(async () => {
  postgres = await startTestPostgres();
  url = await postgres.emptyDatabase('haat_transaction_queries');
  const migrated = await openDatabase({ databaseUrl: url, dataDir: '/tmp' }, (error) => {
    throw error;
  });
  await createSqlStorage(migrated, { seed });
  await migrated.close();
}, 90_000);

afterAll(async () => {
  await postgres.stop();
}, 40_000);

describe("a transaction's statements on PostgreSQL", () => {
  it('run one at a time on its connection when the work starts several at once', async () => {
    // Each pooled client's queries sent and not yet answered (node-postgres would queue the
    // overlap itself, a use it deprecates and pg@9 refuses).
    let most = 0;
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on('connect', (client) => {
      let inFlight = 0;
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(client, {
        query: async (...args: unknown[]) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          try {
            return await query(...args);
          } finally {
            inFlight -= 1;
          }
        },
      });
    });
    try {
      const storage = await createSqlStorage({ db: drizzle({ client: pool, schema }) }, { seed });
      const ids = sampleShop.products.map((product) => product.id);
      const [products, levels, zip] = await storage.transaction((repos) =>
        Promise.all([
          repos.catalogue.productsByIds(ids),
          repos.stock.available(ids),
          repos.catalogue.zipCode('560034'),
        ]),
      );
      expect(products.map((product) => product?.id)).toEqual(ids);
      expect(levels.length).toBeGreaterThan(0);
      expect(zip?.id).toBe('560034');
      expect(most).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
