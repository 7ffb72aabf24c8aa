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

  it('parse a hot statement once per connection, run in the transaction that calls it', async () => {
    // The config objects drizzle passes for the named stock read: one a prepared statement.
    const configs = new Set<unknown>();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(client, {
        query: (...args: unknown[]) => {
          const [config] = args;
          if ((config as { name?: unknown } | null)?.name === 'stock_of_keys') configs.add(config);
          return query(...args);
        },
      });
    });
    try {
      const storage = await createSqlStorage({ db: drizzle({ client: pool, schema }) }, { seed });
      const [key] = sampleShop.products.map((product) => product.id);
      if (!key) throw new Error('the sample shop has products');
      const [before] = await storage.repos.stock.available([key]);
      const start = before?.available ?? 0;
      const seen = async (added: number) => {
        const refused = new Error('rolled back on purpose');
        let read: number | null | undefined;
        await storage
          .transaction(async (repos) => {
            await repos.stock.restock([{ key, quantity: added }]);
            read = (await repos.stock.available([key]))[0]?.available;
            throw refused;
          })
          .catch((error: unknown) => {
            if (error !== refused) throw error;
          });
        return read;
      };
      // Six transactions, two at a time on a pool of two: each reads its own uncommitted write.
      for (const [a, b] of [
        [1, 2],
        [3, 4],
        [5, 6],
      ] as const) {
        expect(await Promise.all([seen(a), seen(b)])).toEqual([start + a, start + b]);
      }
      // Built once for the pool and once per pooled client, not once per transaction.
      expect(configs.size).toBeLessThanOrEqual(3);
      expect((await storage.repos.stock.available([key]))[0]).toEqual(before);
    } finally {
      await pool.end();
    }
  });
});
