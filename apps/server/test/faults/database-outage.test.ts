import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleShop, STORE_ID } from '@haat/sample-shop';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, orderInput } from '@haat/storefront-backend/contract';
import { createStorefront } from '../../src/shop/storefront.js';
import { openDatabase, type Database } from '../../src/storage/database.js';
import { createSqlStorage } from '../../src/storage/sql/create-sql-storage.js';
import {
  sharedSigningKey,
  startTestApp,
  storefrontConfig,
  TEST_API_KEY,
  type TestApp,
} from '../harness.js';
import { startTestPostgres, type TestPostgres } from '../support/postgres.js';

let postgres: TestPostgres;
let database: Database;
let server: TestApp;
let dataDir: string;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  postgres = await startTestPostgres();
  await (await postgres.freshDatabase()).close();
  dataDir = await mkdtemp(join(tmpdir(), 'haat-outage-'));
  // Opened as the server opens it: a dropped connection is reported, never fatal.
  database = await openDatabase({ databaseUrl: postgres.url('haat_test_1'), dataDir }, (error) =>
    connectionErrors.push(error),
  );
  const storage = await createSqlStorage(database, { seed: { storeId: STORE_ID, ...sampleShop } });
  const storefront = createStorefront(storefrontConfig(), storage, await sharedSigningKey(), {
    print: () => undefined,
  });
  server = await startTestApp({
    ready: () => database.ping(),
    graphql: { edge: storefront.backend.graphqlEdge },
    storefront,
  });
}, 120_000);

afterAll(async () => {
  await server.close();
  await database.close();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const placeOrder = async () => {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY },
    // Prepaid: the outage is what is tested, not the code step a guest's COD order needs.
    body: JSON.stringify({
      query: documents.CreateOrder,
      variables: { input: orderInput({ paymentType: 'PREPAID' }) },
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: { createOrder: { code: string } } | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
};

const readyz = async () => (await fetch(`${server.url}/readyz`)).status;

/** Polls until `check` holds, at most `ms` (the pool reconnects on its own). */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the database goes away mid-run', () => {
  it(
    'refuses clearly meanwhile, writes nothing half, and recovers by itself',
    { timeout: 120_000 },
    async () => {
      const before = await placeOrder();
      expect(before.body.errors).toBeUndefined();
      expect(await readyz()).toBe(200);

      await postgres.pause();
      expect(await readyz()).toBe(503);
      const refused = await placeOrder();
      expect(refused.status).toBe(200);
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors).toMatchObject([
        {
          message: 'Something went wrong!',
          path: ['createOrder'],
          extensions: { code: 'INTERNAL' },
        },
      ]);
      expect(refused.body.errors?.[0]?.extensions?.['requestId']).toMatch(/\S/);

      await postgres.resume();
      await eventually(async () => (await readyz()) === 200, 60_000);
      const after = await placeOrder();
      expect(after.body.errors).toBeUndefined();

      // Exactly the two orders that were answered, each whole: its lines, its payment, its stock.
      const rows: unknown = await database.db.execute(sql`
        select o.code,
               (select count(*) from order_lines l where l.order_id = o.id)::int as lines,
               (select count(*) from payments p where p.order_id = o.id)::int as payments
        from orders o order by o.code`);
      expect(rows).toMatchObject({
        rows: [
          { code: before.body.data?.createOrder.code, lines: 2, payments: 1 },
          { code: after.body.data?.createOrder.code, lines: 2, payments: 1 },
        ],
      });
    },
  );
});
